"""Playing without seeing the table (issue 17): what a screen reader is told and what it can find.

``table_access``: the table's things as accessible widgets; ``narrated``: each game event told as
a sentence, in order, behind its animation; ``speech``: the sentences; ``announcer``: how they reach
the reader. The window wires them up in ``ui.window_access``.
"""
