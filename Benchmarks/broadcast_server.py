#!/usr/bin/env python3
"""The fan-out baseline: a Python `websockets` broadcast server. Every client on /ws is registered; a text message
"broadcast" from any client makes the server send the binary message it last received (the frame under test)
to every other client with `websockets.broadcast`. Prints its port, then serves until killed."""
import asyncio
import sys

import websockets

clients = set()
frame = b""


async def handle(connection, path=None):
    global frame
    clients.add(connection)
    try:
        async for message in connection:
            if isinstance(message, bytes):
                frame = message
            elif message == "broadcast":
                websockets.broadcast([c for c in clients if c is not connection], frame)
    finally:
        clients.discard(connection)


async def main():
    async with websockets.serve(handle, "127.0.0.1", 0, max_size=None, compression=None) as server:
        print(server.sockets[0].getsockname()[1], flush=True)
        await asyncio.Future()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
