"""What the table, the panels and the dialogs share: suit and score words, inks, fonts.

One home for them, so a dialog never borrows from another dialog (a change to the score sheet
must not break the rules help).
"""
