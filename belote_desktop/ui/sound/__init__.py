"""The table's sounds (issue 37): which event sounds (``table_sounds``), the sound files at the player's
volume (``files``) and the system's own player that plays them (``players``)."""
