"""The table's items other than cards: name plates, speech bubbles, panels, the message,
the declared cards, a refused card's note (a module each).

Each is a ``QGraphicsObject`` with its origin at its centre and its size in
scene units, so ``layout`` places it and the view scales it with the table;
text is drawn as text (not pixmaps) and stays sharp at every zoom. Every
word shown goes through ``QCoreApplication.translate`` with the context
``"TableScene"``, the one context of the whole table.
"""

from .bubble import Bubble
from .declared import DeclaredCards
from .message import MessageBox
from .note import RefusalNote
from .panels import ContractPanel, ScorePanel
from .plate import NamePlate

__all__ = ["Bubble", "ContractPanel", "DeclaredCards", "MessageBox", "NamePlate", "RefusalNote", "ScorePanel"]
