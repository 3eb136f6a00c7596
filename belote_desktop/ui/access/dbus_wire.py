"""Just enough of the D-Bus wire protocol to ask the accessibility bus one question (issue 35).

``readers`` needs the AT-SPI registry's ``GetRegisteredEvents``, whose answer is an array of
structures (``a(ss)``): PySide6's QtDBus cannot read those back (its ``QDBusArgument`` binds the
writing ``beginStructure``), and the project adds no dependency. So this module speaks the protocol
itself over a Unix socket, with the standard library: the EXTERNAL authentication, ``Hello``, one
method call and its reply, with only the types these calls use (``s``, ``o``, ``g``, ``u``, ``y``,
and arrays of structures of strings). Everything blocks: callers run it outside the GUI thread, with
a time-out. No Qt here.
"""

from __future__ import annotations

import os
import socket
import struct
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

METHOD_CALL, METHOD_RETURN, ERROR, SIGNAL = 1, 2, 3, 4
# Header field codes (the D-Bus specification, "Message Format").
PATH, INTERFACE, MEMBER, ERROR_NAME, REPLY_SERIAL, DESTINATION, SENDER, SIGNATURE = 1, 2, 3, 4, 5, 6, 7, 8
FIELD_TYPES = {PATH: "o", INTERFACE: "s", MEMBER: "s", ERROR_NAME: "s", REPLY_SERIAL: "u", DESTINATION: "s",
               SENDER: "s", SIGNATURE: "g"}
MAX_MESSAGE = 1 << 20  # a registry's answer is a few kilobytes; anything near this is not one


class WireError(OSError):
    """The bus could not be reached or answered something this module does not read."""


# ---------------------------------------------------------------------------------------- addresses
def unix_addresses(address: str) -> list[str]:
    """The socket names in a D-Bus address ("unix:path=/run/...,guid=...;unix:abstract=..."), in order;
    an abstract name starts with a NUL byte, as ``socket.connect`` wants it."""
    out = []
    for entry in address.split(";"):
        kind, _, rest = entry.partition(":")
        if kind != "unix":
            continue
        keys = dict(part.partition("=")[::2] for part in rest.split(",") if "=" in part)
        if "path" in keys:
            out.append(unquote(keys["path"]))
        elif "abstract" in keys:
            out.append("\0" + unquote(keys["abstract"]))
    return out


# ---------------------------------------------------------------------------------------- writing
class _Writer:
    def __init__(self) -> None:
        self.data = bytearray()

    def align(self, n: int) -> None:
        self.data += b"\0" * (-len(self.data) % n)

    def byte(self, value: int) -> None:
        self.data.append(value)

    def uint32(self, value: int) -> None:
        self.align(4)
        self.data += struct.pack("<I", value)

    def string(self, value: str) -> None:
        raw = value.encode()
        self.uint32(len(raw))
        self.data += raw + b"\0"

    def signature(self, value: str) -> None:
        raw = value.encode()
        self.byte(len(raw))
        self.data += raw + b"\0"

    def basic(self, kind: str, value: Any) -> None:
        if kind in "so":
            self.string(value)
        elif kind == "g":
            self.signature(value)
        elif kind == "u":
            self.uint32(value)
        else:
            raise WireError(f"cannot write type {kind!r}")


def method_call(serial: int, destination: str, path: str, interface: str, member: str,
                args: tuple[str, ...] = ()) -> bytes:
    """A little-endian METHOD_CALL message whose arguments are all strings."""
    body = _Writer()
    for arg in args:
        body.string(arg)
    fields: list[tuple[int, str, Any]] = [(PATH, "o", path), (INTERFACE, "s", interface), (MEMBER, "s", member),
                                          (DESTINATION, "s", destination)]
    if args:
        fields.append((SIGNATURE, "g", "s" * len(args)))
    head = _Writer()
    head.data += b"l" + bytes((METHOD_CALL, 0, 1))
    head.uint32(len(body.data))
    head.uint32(serial)
    array = _Writer()
    array.data += b"\0" * 16  # where the fields start in the header, so that alignments come out right
    for code, kind, value in fields:
        array.align(8)
        array.byte(code)
        array.signature(kind)
        array.basic(kind, value)
    head.uint32(len(array.data) - 16)
    head.data += array.data[16:]
    head.align(8)
    return bytes(head.data + body.data)


# ---------------------------------------------------------------------------------------- reading
class _Reader:
    def __init__(self, data: bytes, order: str, pos: int = 0) -> None:
        self.data, self.order, self.pos = data, order, pos

    def align(self, n: int) -> None:
        self.pos += -self.pos % n

    def take(self, n: int) -> bytes:
        if self.pos + n > len(self.data):
            raise WireError("message ends too soon")
        chunk = self.data[self.pos:self.pos + n]
        self.pos += n
        return chunk

    def byte(self) -> int:
        return self.take(1)[0]

    def uint32(self) -> int:
        self.align(4)
        return int(struct.unpack(self.order + "I", self.take(4))[0])

    def string(self) -> str:
        size = self.uint32()
        text = self.take(size + 1)
        return text[:-1].decode("utf-8", "replace")

    def signature(self) -> str:
        size = self.byte()
        return self.take(size + 1)[:-1].decode("ascii", "replace")

    def basic(self, kind: str) -> Any:
        if kind in "so":
            return self.string()
        if kind == "g":
            return self.signature()
        if kind == "u":
            return self.uint32()
        if kind == "y":
            return self.byte()
        raise WireError(f"cannot read type {kind!r}")

    def string_pairs(self) -> list[tuple[str, str]]:
        """``a(ss)``."""
        size = self.uint32()
        self.align(8)
        end = self.pos + size
        out = []
        while self.pos < end:
            self.align(8)
            first = self.string()
            out.append((first, self.string()))
        return out


@dataclass
class Message:
    kind: int
    serial: int
    fields: dict[int, Any] = field(default_factory=dict)
    body: bytes = b""
    order: str = "<"

    @property
    def signature(self) -> str:
        return str(self.fields.get(SIGNATURE, ""))

    def read_body(self) -> Any:
        """The first argument: a string, or a list of string pairs."""
        reader = _Reader(self.body, self.order)
        if self.signature in ("s", "o"):
            return reader.string()
        if self.signature == "a(ss)":
            return reader.string_pairs()
        raise WireError(f"cannot read a body of signature {self.signature!r}")


def message_size(head: bytes) -> int:
    """The whole message's length, from its first 16 bytes."""
    order = "<" if head[:1] == b"l" else ">"
    body, _serial, fields = struct.unpack(order + "III", head[4:16])
    return 16 + fields + (-(16 + fields) % 8) + body


def parse_message(data: bytes) -> Message:
    if data[:1] not in (b"l", b"B"):
        raise WireError("not a D-Bus message")
    order = "<" if data[:1] == b"l" else ">"
    kind = data[1]
    body_size, serial, fields_size = struct.unpack(order + "III", data[4:16])
    reader = _Reader(data, order, 16)
    end = 16 + fields_size
    fields: dict[int, Any] = {}
    while reader.pos < end:
        reader.align(8)
        code = reader.byte()
        kind_of_value = reader.signature()
        value = reader.basic(kind_of_value)
        if code in FIELD_TYPES:
            fields[code] = value
    reader.pos = end
    reader.align(8)
    return Message(kind, serial, fields, data[reader.pos:reader.pos + body_size], order)


# ---------------------------------------------------------------------------------------- talking
class Connection:
    """One authenticated connection to a bus; ``call`` sends a method call and waits for its reply."""

    def __init__(self, address: str, timeout: float) -> None:
        self.sock: socket.socket | None = None
        self._serial = 0
        self._buffer = b""
        errors = []
        for name in unix_addresses(address):
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            sock.settimeout(timeout)
            try:
                sock.connect(name)
            except OSError as error:
                sock.close()
                errors.append(str(error))
                continue
            self.sock = sock
            break
        if self.sock is None:
            raise WireError(f"no bus at {address!r}: {'; '.join(errors) or 'no Unix socket in the address'}")
        try:
            self._authenticate()
            self.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello")
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        if self.sock is not None:
            self.sock.close()
            self.sock = None

    def __enter__(self) -> Connection:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def _authenticate(self) -> None:
        assert self.sock is not None
        uid = str(os.getuid()).encode().hex().encode()
        self.sock.sendall(b"\0AUTH EXTERNAL " + uid + b"\r\n")
        line = self._line()
        if not line.startswith(b"OK"):
            raise WireError(f"the bus refused us: {line!r}")
        self.sock.sendall(b"BEGIN\r\n")

    def _line(self) -> bytes:
        while b"\r\n" not in self._buffer:
            self._receive()
        line, _, self._buffer = self._buffer.partition(b"\r\n")
        return line

    def _receive(self) -> None:
        assert self.sock is not None
        chunk = self.sock.recv(65536)
        if not chunk:
            raise WireError("the bus closed the connection")
        self._buffer += chunk

    def _message(self) -> Message:
        while len(self._buffer) < 16:
            self._receive()
        size = message_size(self._buffer[:16])
        if size > MAX_MESSAGE:
            raise WireError(f"a message of {size} bytes")
        while len(self._buffer) < size:
            self._receive()
        data, self._buffer = self._buffer[:size], self._buffer[size:]
        return parse_message(data)

    def call(self, destination: str, path: str, interface: str, member: str, args: tuple[str, ...] = ()) -> Any:
        assert self.sock is not None
        self._serial += 1
        serial = self._serial
        self.sock.sendall(method_call(serial, destination, path, interface, member, args))
        while True:  # signals (NameAcquired) may come first
            reply = self._message()
            if reply.fields.get(REPLY_SERIAL) != serial:
                continue
            if reply.kind == ERROR:
                raise WireError(f"{member}: {reply.fields.get(ERROR_NAME, 'error')}")
            return reply.read_body() if reply.signature else None


__all__ = ["Connection", "Message", "WireError", "message_size", "method_call", "parse_message", "unix_addresses"]
