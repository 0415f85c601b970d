import { ALL_POSTS, NotFoundScreen } from "@/components/site/not-found-page";

/** An unknown post, as the browser draws it again after the server's HTML (src/components/site/not-found-page.tsx). */
export default function PostNotFound() {
  return <NotFoundScreen back={ALL_POSTS} />;
}
