# ===- test/Cache/redis_server.py - a Redis server of a test's own --------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Starts Debian's redis-server on a free loopback port or on a unix socket in
# a temporary directory, stops it, and talks to it with a few lines of RESP
# (values are binary: redis-cli would mangle them).
# ===----------------------------------------------------------------------===//

import os
import shutil
import signal
import socket
import subprocess
import time

REDIS_SERVER = shutil.which("redis-server") or "/usr/bin/redis-server"


class RedisError(Exception):
    pass


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _encode(args):
    parts = [b"*%d\r\n" % len(args)]
    for arg in args:
        data = arg if isinstance(arg, bytes) else str(arg).encode()
        parts.append(b"$%d\r\n%s\r\n" % (len(data), data))
    return b"".join(parts)


def _read(stream):
    line = stream.readline()
    kind, rest = line[:1], line[1:-2]
    if kind == b"+":
        return rest.decode()
    if kind == b"-":
        raise RedisError(rest.decode())
    if kind == b":":
        return int(rest)
    if kind == b"$":
        size = int(rest)
        return None if size < 0 else stream.read(size + 2)[:-2]
    if kind == b"*":
        size = int(rest)
        return None if size < 0 else [_read(stream) for _ in range(size)]
    raise RedisError(f"unexpected reply {line!r}")


class RedisServer:
    """A redis-server in `directory` (its data, log and socket), on a free
    port, or on a unix socket with `unix`; `config` are more arguments
    (`--maxmemory 1mb`, ...). Started at once; stop() kills it."""

    def __init__(self, directory, unix=False, config=()):
        self.directory = directory
        self.socket = os.path.join(directory, "redis.sock") if unix else None
        self.port = 0 if unix else free_port()
        self.config = list(config)
        self.process = None
        self.start()

    @property
    def url(self):
        if self.socket:
            return "unix://" + self.socket
        return f"redis://127.0.0.1:{self.port}"

    def start(self):
        args = [REDIS_SERVER, "--port", str(self.port), "--bind", "127.0.0.1",
                "--dir", self.directory, "--save", "", "--appendonly", "no",
                "--logfile", os.path.join(self.directory, "redis.log")]
        if self.socket:
            args += ["--unixsocket", self.socket]
        self.process = subprocess.Popen(args + self.config,
                                        stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while True:
            try:
                if self.command("PING") == "PONG":
                    return
            except (OSError, RedisError):
                pass
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise RuntimeError(f"redis-server did not start: {args}")
            time.sleep(0.02)

    def signal(self, number):
        self.process.send_signal(number)

    def stop(self):
        """Kills the server (kill -9) and waits for it."""
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()

    def restart(self):
        self.stop()
        self.start()

    def _connect(self):
        if not self.socket:
            connection = socket.create_connection(("127.0.0.1", self.port))
        else:
            connection = socket.socket(socket.AF_UNIX)
            try:
                connection.connect(self.socket)
            except OSError:
                connection.close()
                raise
        connection.settimeout(10)
        return connection

    def command(self, *args, db=0):
        """One command's reply, on a connection of its own, in database
        `db`."""
        with self._connect() as connection:
            stream = connection.makefile("rb")
            if db:
                connection.sendall(_encode(["SELECT", db]))
                _read(stream)
            connection.sendall(_encode(args))
            return _read(stream)

    def entries(self):
        """Every kernel cache entry: {key: value}."""
        keys = self.command("KEYS", "accel:kernel:*")
        return {key.decode(): self.command("GET", key) for key in keys}
