// Test helper: a TCP server standing in for ser2net in raw mode (bytes in, bytes out) with a tiny
// board behind it that echoes what it is sent, answers `echo <text>` and prints a U-Boot-like
// prompt after every line.
import net from 'node:net';

export class FakeBoard {
  readonly server: net.Server;
  readonly received: Buffer[] = [];
  private sockets = new Set<net.Socket>();
  connections = 0;

  private constructor() {
    this.server = net.createServer((socket) => {
      this.connections++;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => {});
      let line = '';
      socket.on('data', (chunk) => {
        this.received.push(chunk);
        for (const ch of chunk.toString('latin1')) {
          if (ch === '\r' || ch === '\n') {
            socket.write('\r\n');
            const m = /^echo (.*)$/.exec(line);
            if (m) socket.write(`${m[1]}\r\n`);
            socket.write('=> ');
            line = '';
          } else {
            socket.write(ch);
            line += ch;
          }
        }
      });
    });
  }

  static async listen(): Promise<FakeBoard> {
    const board = new FakeBoard();
    await new Promise<void>((resolve) => board.server.listen(0, '127.0.0.1', resolve));
    return board;
  }

  get endpoint(): string {
    const { port } = this.server.address() as net.AddressInfo;
    return `127.0.0.1:${port}`;
  }

  /** Everything the board received, as text. */
  get input(): string {
    return Buffer.concat(this.received).toString('latin1');
  }

  /** Prints on every connected console, as a board does after a reset. */
  print(text: string): void {
    for (const socket of this.sockets) socket.write(text);
  }

  /** Drops the connections, as ser2net does when the port goes away. */
  drop(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  async close(): Promise<void> {
    this.drop();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
