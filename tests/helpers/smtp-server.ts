// A mail server for the tests of the job queue's mail: it refuses (451) while told to, then accepts.
import net from "node:net";

/** Accepts (or, while `refusing`, answers 451 to) every message; keeps the DATA of each accepted one. */
export function smtpServer() {
  const state = { refusing: true, received: [] as string[] };
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let data = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            state.received.push(data);
            data = "";
            socket.write("250 queued\r\n");
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 test\r\n");
        else if (verb === "MAIL")
          socket.write(state.refusing ? "451 try again later\r\n" : "250 sender ok\r\n");
        else if (verb === "RCPT") socket.write("250 recipient ok\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          socket.write("221 bye\r\n");
          socket.end();
        } else socket.write("250 ok\r\n");
      }
    });
    socket.on("error", () => {});
  });
  return { server, state };
}
