"""Where the table's aids lie (issue 37): the auction, this deal's tally and the cards played.

Fractions of the scene, as in ``layout``, kept apart so the aids can move without touching the rest.
They use the felt's free corners at the top, where nothing of the game ever lies in the play:

- the auction beside the score panel, as tall as it, ending left of the partner's hand and above
  where the partner's declared cards are shown at trick 2;
- this deal's tally under the contract, the same width: how the contract is going, below it;
- the cards played (an aid, off by default) in the narrow column between the partner's name plate
  and the contract, down to the tally's bottom.

``tests/ui/table/test_aid_layout.py`` checks that none of them ever covers a card, a plate, a pile,
a panel or the hint button, with normal and large cards, from 800 x 600 to 1920 x 1080.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from .layout import CONTRACT_PANEL, PLATE_SIZE, PLATES, SCENE_H, SCENE_W, SCORE_PANEL, Place, at

GAP = 0.01 * SCENE_W  # between two neighbouring panels
PLATE_GLOW = 22.0  # how far right of its plate the partner's turn glow reaches (``NamePlate.boundingRect``)
_PLAYED_LEFT = at(*PLATES[Place.TOP]).x() + PLATE_SIZE[0] / 2 + PLATE_GLOW

AUCTION_PANEL = QRectF(SCORE_PANEL.right() + GAP, SCORE_PANEL.top(), 0.2125 * SCENE_W, SCORE_PANEL.height())
TALLY_PANEL = QRectF(CONTRACT_PANEL.left(), CONTRACT_PANEL.bottom() + 0.012 * SCENE_H, CONTRACT_PANEL.width(),
                     0.098 * SCENE_H)
PLAYED_PANEL = QRectF(_PLAYED_LEFT, CONTRACT_PANEL.top(), CONTRACT_PANEL.left() - GAP / 2 - _PLAYED_LEFT,
                      TALLY_PANEL.bottom() - CONTRACT_PANEL.top())


__all__ = ["AUCTION_PANEL", "PLAYED_PANEL", "TALLY_PANEL"]
