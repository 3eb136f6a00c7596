"""Which screen reader listens (issue 35): the AT-SPI registry's subscriptions, asked over D-Bus by the
game's own few lines of the wire protocol, and the rule that picks the notices for an older reader."""

from __future__ import annotations

import socket
import struct
import threading
from pathlib import Path

import pytest

from belote_desktop.ui.access import readers
from belote_desktop.ui.access.dbus_wire import (
    INTERFACE,
    MEMBER,
    METHOD_CALL,
    PATH,
    SIGNATURE,
    Connection,
    WireError,
    method_call,
    parse_message,
    unix_addresses,
)
from belote_desktop.ui.access.readers import ReaderCheck, needs_notices

# What Orca 43.1 (Debian 12) registered with the registry here, read back from it (bus name ":1.1").
ORCA_43 = ["Document:LoadComplete:", "Document:LoadStopped:", "Document:Reload:", "Focus::", "Mouse:Button:",
           "Object:ActiveDescendantChanged:", "Object:ChildrenChanged:Add", "Object:ChildrenChanged:Remove",
           "Object:ColumnReordered:", "Object:PropertyChange:AccessibleDescription",
           "Object:PropertyChange:AccessibleName", "Object:PropertyChange:AccessibleValue", "Object:RowReordered:",
           "Object:SelectionChanged:", "Object:StateChanged:Active", "Object:StateChanged:Busy",
           "Object:StateChanged:Checked", "Object:StateChanged:Expanded", "Object:StateChanged:Focused",
           "Object:StateChanged:Indeterminate", "Object:StateChanged:Pressed", "Object:StateChanged:Selected",
           "Object:StateChanged:Sensitive", "Object:StateChanged:Showing", "Object:TextAttributesChanged:",
           "Object:TextCaretMoved:", "Object:TextChanged:Delete", "Object:TextChanged:Insert",
           "Object:TextSelectionChanged:", "Object:ValueChanged:", "Window:Activate:", "Window:Create:",
           "Window:Deactivate:", "Window:Destroy:"]
NEWER_ORCA = [*ORCA_43, "Object:Announcement:"]  # Orca 45 and later also ask for announcements


def client(name: str, events: list[str]) -> list[tuple[str, str]]:
    return [(name, event) for event in events]


def test_orca_43_alone_needs_the_notices() -> None:
    assert needs_notices(client(":1.1", ORCA_43))


def test_a_reader_that_asks_for_announcements_gets_them_only() -> None:
    assert not needs_notices(client(":1.1", NEWER_ORCA))
    assert not needs_notices(client(":1.1", [e.lower().replace("changed", "-changed") for e in NEWER_ORCA]))


def test_nobody_listening_needs_no_notices() -> None:
    assert not needs_notices([])


def test_a_client_that_does_not_follow_notifications_changes_nothing() -> None:
    # A magnifier follows the focus; an event logger like the listen.py takes announcements but
    # not objects being shown: neither is a reader the notices are for, and neither hides Orca 43.
    magnifier = client(":1.7", ["Object:StateChanged:Focused", "Object:TextCaretMoved:"])
    logger = client(":1.11", ["Focus::", "Object:Announcement:", "Object:StateChanged:Focused"])
    assert not needs_notices(magnifier + logger)
    assert needs_notices(client(":1.1", ORCA_43) + magnifier + logger)


def test_a_tool_that_takes_every_event_does_not_silence_orca_43() -> None:
    everything = client(":1.9", ["Object:", "Window:", "Focus:"])
    assert not needs_notices(everything)
    assert needs_notices(client(":1.1", ORCA_43) + everything)


def test_a_newer_reader_beside_an_older_one_gets_no_double() -> None:
    assert not needs_notices(client(":1.1", ORCA_43) + client(":1.2", NEWER_ORCA))


# ------------------------------------------------------------------------------------ the wire
def test_addresses_of_paths_and_abstract_sockets() -> None:
    assert unix_addresses("unix:path=/run/user/1000/bus") == ["/run/user/1000/bus"]
    assert unix_addresses("tcp:host=x,port=1;unix:abstract=/tmp/dbus-ab%2cc,guid=00ff") == ["\0/tmp/dbus-ab,c"]
    assert unix_addresses("autolaunch:") == []


def test_a_method_call_reads_back_as_written() -> None:
    data = method_call(7, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", ("x", "yz"))
    message = parse_message(data)
    assert (len(data) - len(message.body)) % 8 == 0  # the body follows a header padded to 8 bytes
    assert (message.kind, message.serial) == (METHOD_CALL, 7)
    assert message.fields[PATH] == "/org/a11y/bus"
    assert (message.fields[INTERFACE], message.fields[MEMBER]) == ("org.a11y.Bus", "GetAddress")
    assert message.fields[SIGNATURE] == "ss"
    assert message.body == struct.pack("<I", 1) + b"x\0\0\0" + struct.pack("<I", 2) + b"yz\0"


def _string(value: str, at: int) -> bytes:
    raw = value.encode()
    return b"\0" * (-at % 4) + struct.pack("<I", len(raw)) + raw + b"\0"


def _body(signature: str, value: object) -> bytes:
    if signature == "s":
        assert isinstance(value, str)
        return _string(value, 0)
    assert isinstance(value, list)
    items = b""
    for first, second in value:
        items += b"\0" * (-(8 + len(items)) % 8)
        part = _string(first, 8 + len(items))
        items += part
        items += _string(second, 8 + len(items))
    return struct.pack("<I", len(items)) + b"\0" * 4 + items


def _reply(kind: int, serial: int, reply_to: int, signature: str, body: bytes, member: str = "") -> bytes:
    """A message as a bus sends it, built here independently of the module under test."""
    fields = b""
    entries: list[tuple[int, str, bytes]] = []
    if reply_to:
        entries.append((5, "u", struct.pack("<I", reply_to)))
    if member:
        entries.append((3, "s", _string(member, 0)))
    if signature:
        entries.append((8, "g", bytes((len(signature),)) + signature.encode() + b"\0"))
    for code, kind_of_value, value in entries:
        fields += b"\0" * (-len(fields) % 8)
        fields += bytes((code, 1)) + kind_of_value.encode() + b"\0"
        fields += b"\0" * (-(16 + len(fields)) % 4 if kind_of_value in "us" else 0) + value
    head = b"l" + bytes((kind, 0, 1)) + struct.pack("<III", len(body), serial, len(fields)) + fields
    return head + b"\0" * (-len(head) % 8) + body


class FakeBus:
    """A bus on a Unix socket that answers Hello, GetAddress (itself) and GetRegisteredEvents."""

    def __init__(self, folder: Path, events: list[tuple[str, str]]) -> None:
        self.path = str(folder / "bus")
        self.address = f"unix:path={self.path},guid=0123"
        self.events = events
        self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.server.bind(self.path)
        self.server.listen(4)
        self.asked: list[str] = []
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            with conn:
                self._talk(conn)

    def _talk(self, conn: socket.socket) -> None:
        data = b""
        while b"BEGIN\r\n" not in data:
            chunk = conn.recv(4096)
            if not chunk:
                return
            data += chunk
            if b"AUTH EXTERNAL" in data and b"OK" not in data:
                conn.sendall(b"OK 0123\r\n")
                data += b"OK"
        data = data.split(b"BEGIN\r\n", 1)[1]
        serial = 100
        while True:
            while len(data) < 16 or len(data) < _size(data):
                chunk = conn.recv(4096)
                if not chunk:
                    return
                data += chunk
            message = parse_message(data[:_size(data)])
            data = data[_size(data):]
            member = message.fields[MEMBER]
            self.asked.append(member)
            serial += 1
            if member == "Hello":  # a signal first, as a real bus sends NameAcquired
                conn.sendall(_reply(4, serial, 0, "s", _body("s", ":1.5"), "NameAcquired"))
                conn.sendall(_reply(2, serial + 1, message.serial, "s", _body("s", ":1.5")))
            elif member == "GetAddress":
                conn.sendall(_reply(2, serial, message.serial, "s", _body("s", self.address)))
            elif member == "GetRegisteredEvents":
                conn.sendall(_reply(2, serial, message.serial, "a(ss)", _body("a(ss)", self.events)))
            else:
                conn.sendall(_reply(3, serial, message.serial, "", b""))

    def close(self) -> None:
        self.server.close()


def _size(data: bytes) -> int:
    body, _serial, fields = struct.unpack("<III", data[4:16])
    return 16 + fields + (-(16 + fields) % 8) + body


@pytest.fixture
def bus(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    fake = FakeBus(tmp_path, client(":1.1", ORCA_43) + client(":1.11", ["Object:Announcement:"]))
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", fake.address)
    monkeypatch.delenv("AT_SPI_BUS_ADDRESS", raising=False)
    yield fake
    fake.close()


def test_the_registry_is_asked_over_the_wire(bus: FakeBus) -> None:
    events = readers.registered_events(timeout=5)
    assert events == bus.events
    assert bus.asked == ["Hello", "GetAddress", "Hello", "GetRegisteredEvents"]
    assert needs_notices(events)


def test_an_error_reply_is_an_error(bus: FakeBus) -> None:
    with Connection(bus.address, 5) as connection, pytest.raises(WireError, match="Frobnicate"):
        connection.call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "Frobnicate")


def test_no_bus_means_no_notices(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", f"unix:path={tmp_path / 'nobody'}")
    monkeypatch.delenv("AT_SPI_BUS_ADDRESS", raising=False)
    with pytest.raises(OSError):
        readers.registered_events(timeout=1)
    assert readers.ask_registry() is False


def test_the_check_answers_in_the_gui_thread(qtbot, bus: FakeBus) -> None:
    check = ReaderCheck()
    with qtbot.waitSignal(check.answered, timeout=10000) as answered:
        check.check()
        assert check.asking
    assert answered.args == [True] and check.answer is True and not check.asking
