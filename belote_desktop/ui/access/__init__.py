"""Playing without seeing the table (issue 17): what a screen reader is told and what it can find.

``table_access``: the table's things as accessible widgets; ``narrated``: each game event told as
a sentence, in order, behind its animation; ``speech``: the sentences; ``announcer``: how they reach
the reader, as announcements or, for older readers such as Orca 43, as status-bar ``notices``, one way
only, chosen by the setting or by asking the AT-SPI registry which reader listens (``readers``, over
``dbus_wire``). The window wires them up in ``ui.window_access``.
"""
