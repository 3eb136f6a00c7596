"""Everything drawn: the table scene, its items, panels and dialogs."""
