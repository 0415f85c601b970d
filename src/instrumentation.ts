/** Next.js calls this once when a server starts. The Node.js part lives in its own file. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("./server-start");
    await startServer();
  }
}
