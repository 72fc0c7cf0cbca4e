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


def free_port(address="127.0.0.1"):
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    with socket.socket(family) as probe:
        probe.bind((address, 0))
        return probe.getsockname()[1]


def has_ipv6_loopback():
    """Whether ::1 can be bound here (a container may have no IPv6)."""
    try:
        free_port("::1")
        return True
    except OSError:
        return False


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
    port of `address` (loopback, IPv4 or IPv6), or on a unix socket with
    `unix`; `config` are more arguments (`--maxmemory 1mb`, ...). Started at
    once; stop() kills it."""

    def __init__(self, directory, unix=False, config=(), address="127.0.0.1"):
        self.directory = directory
        self.address = address
        self.socket = os.path.join(directory, "redis.sock") if unix else None
        self.port = 0 if unix else free_port(address)
        self.config = list(config)
        self.process = None
        self.start()

    @property
    def url(self):
        if self.socket:
            return "unix://" + self.socket
        if ":" in self.address:
            return f"redis://[{self.address}]:{self.port}"
        return f"redis://{self.address}:{self.port}"

    def start(self):
        args = [REDIS_SERVER, "--port", str(self.port), "--bind", self.address,
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
            connection = socket.create_connection((self.address, self.port))
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
