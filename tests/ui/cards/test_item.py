"""CardItem in a real QGraphicsView: clicks, flip, states, sharpness."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPixmap
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView

from belote_desktop.engine.cards import parse_card
from belote_desktop.ui.cards.faces import CardFaces, default_faces
from belote_desktop.ui.cards.item import LIFT, CardItem

WIDTH = 90.0
TABLE = QColor("#1e5b3a")


class Table:
    """A scene and a 1:1 view on it, the card in the middle."""

    def __init__(self, qtbot, card: int | None = None, faces: CardFaces | None = None) -> None:
        self.scene = QGraphicsScene(QRectF(0, 0, 300, 240))
        self.scene.setBackgroundBrush(TABLE)
        self.view = QGraphicsView(self.scene)
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setFixedSize(300, 240)
        self.item = CardItem(card, WIDTH, face_up=True, faces=faces)
        self.item.setPos(150, 120)
        self.scene.addItem(self.item)
        qtbot.addWidget(self.view)
        self.view.show()
        qtbot.waitExposed(self.view)

    def centre(self) -> QPoint:
        return self.view.mapFromScene(self.item.scene_center())

    def grab_card(self) -> QImage:
        """What the view shows inside the card's (unlifted) rectangle."""
        rect = self.view.mapFromScene(self.item.mapRectToScene(self.item.card_rect())).boundingRect()
        shot = self.view.viewport().grab().toImage()
        dpr = shot.devicePixelRatio()
        inner = rect.adjusted(6, 6, -6, -6)
        return shot.copy(round(inner.x() * dpr), round(inner.y() * dpr), round(inner.width() * dpr),
                         round(inner.height() * dpr))


def mean_colour(img: QImage) -> tuple[float, float, float]:
    img = img.convertToFormat(QImage.Format.Format_RGB32)
    n, r, g, b = 0, 0, 0, 0
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            c = img.pixelColor(x, y)
            r, g, b, n = r + c.red(), g + c.green(), b + c.blue(), n + 1
    return r / n, g / n, b / n


def distance(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


def pixmap_colour(pm: QPixmap) -> tuple[float, float, float]:
    img = pm.toImage()
    return mean_colour(img.copy(img.rect().adjusted(8, 8, -8, -8)))


@pytest.fixture
def table(qtbot) -> Iterator[Table]:
    yield Table(qtbot, parse_card("9H"))


def test_click_through_the_view_emits_the_card(qtbot, table: Table) -> None:
    table.item.set_clickable(True)
    with qtbot.waitSignal(table.item.clicked, timeout=1000) as blocker:
        qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.centre())
    assert blocker.args == [parse_card("9H")]


def test_unclickable_card_stays_silent(qtbot, table: Table) -> None:
    with qtbot.assertNotEmitted(table.item.clicked):
        qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.centre())
    table.item.set_clickable(True)
    with qtbot.assertNotEmitted(table.item.clicked):
        qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))


def test_the_table_shows_a_hand_over_a_card_that_may_be_clicked(qtbot) -> None:
    from belote_desktop.ui.table.view import TableView

    scene = QGraphicsScene(QRectF(0, 0, 300, 240))
    view = TableView(scene)
    view.resize(300, 240)
    item = CardItem(parse_card("9H"), WIDTH, face_up=True)
    item.setPos(150, 120)
    scene.addItem(item)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    over = view.mapFromScene(item.scene_center())
    for clickable, shape in ((True, Qt.CursorShape.PointingHandCursor), (False, Qt.CursorShape.ArrowCursor)):
        item.set_clickable(clickable)
        qtbot.mouseMove(view.viewport(), QPoint(2, 2))
        qtbot.mouseMove(view.viewport(), over)
        assert view.viewport().cursor().shape() == shape
        assert not item.hasCursor()  # the view owns the cursor, never the card (a Qt crash, see set_clickable)
    item.set_clickable(True)
    qtbot.mouseMove(view.viewport(), QPoint(2, 2))  # off the card
    assert view.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor


def test_flip_shows_back_then_face(qtbot, table: Table) -> None:
    faces = default_faces()
    back = pixmap_colour(faces.pixmap(None, 90))
    face = pixmap_colour(faces.pixmap(parse_card("9H"), 90))
    table.item.flip = 0.0
    shown = mean_colour(table.grab_card())
    assert distance(shown, back) < distance(shown, face)
    table.item.flip = 1.0
    shown = mean_colour(table.grab_card())
    assert distance(shown, face) < distance(shown, back)
    # Edge-on, nothing of the card is left: the table shows through.
    table.item.flip = 0.5
    assert distance(mean_colour(table.grab_card()), TABLE.getRgb()[:3]) < 12


def test_flip_squeezes_the_shape(table: Table) -> None:
    full = table.item.shape().boundingRect().width()
    table.item.flip = 0.25
    assert table.item.shape().boundingRect().width() == pytest.approx(full * 0.7071, rel=0.01)
    assert table.item.boundingRect().width() >= full


def test_unknown_card_shows_its_back_even_face_up(qtbot) -> None:
    t = Table(qtbot, None)
    back = pixmap_colour(default_faces().pixmap(None, 90))
    assert distance(mean_colour(t.grab_card()), back) < 25


def test_dimmed_is_darker(table: Table) -> None:
    before = sum(mean_colour(table.grab_card()))
    table.item.dimmed = True
    assert sum(mean_colour(table.grab_card())) < before * 0.8


def test_highlight_lifts_and_grows_the_bounds(table: Table) -> None:
    plain_bounds = table.item.boundingRect()
    plain_top = table.item.shape().boundingRect().top()
    table.item.highlighted = True
    assert table.item.shape().boundingRect().top() == pytest.approx(plain_top - LIFT * WIDTH)
    assert table.item.boundingRect().contains(table.item.shape().boundingRect())
    assert table.item.boundingRect().height() > plain_bounds.height()
    table.item.selected = True
    assert table.item.selected and table.item.highlighted


class RecordingFaces(CardFaces):
    def __init__(self) -> None:
        super().__init__()
        self.widths: list[int] = []

    def pixmap(self, card, width, dpr=1.0, four_colour=False):  # type: ignore[override]
        self.widths.append(width)
        return super().pixmap(card, width, dpr, four_colour)


def test_zooming_the_view_redraws_at_the_new_resolution(qtbot) -> None:
    faces = RecordingFaces()
    t = Table(qtbot, parse_card("AS"), faces=faces)
    t.view.viewport().grab()
    assert faces.widths[-1] == 90
    t.view.scale(2.0, 2.0)
    t.view.centerOn(t.item)
    t.view.viewport().grab()
    assert faces.widths[-1] == 180
    # Rotation does not change the resolution needed.
    t.item.setRotation(90)
    t.view.viewport().grab()
    assert faces.widths[-1] == 180


def test_set_card_and_properties_animate(qtbot, table: Table) -> None:
    table.item.set_card(parse_card("AD"))
    assert table.item.card == parse_card("AD")
    assert table.item.setProperty("flip", 0.3)
    assert table.item.flip == pytest.approx(0.3)
    anim = QPropertyAnimation(table.item, b"flip")
    anim.setDuration(30)
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    with qtbot.waitSignal(anim.finished, timeout=2000):
        anim.start()
    assert table.item.flip == 1.0
    assert table.item.setProperty("card_width", 120.0)
    assert table.item.card_rect().width() == 120.0
