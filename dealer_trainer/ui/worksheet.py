"""A printable worksheet (and its answer key) as a PDF, drawn with Qt's PDF writer.

Each drill is one block of rich text (a :class:`QTextDocument`) laid out at 96 units an inch;
blocks are placed on pages so that no drill is ever split: a block that does not fit in what
is left of a page starts the next one, and a block taller than a whole page is scaled down to
fit it. Every page has a header with the worksheet's title and "Page n of N"; the first page
has a name and date line for the trainee. The answer key starts on a page of its own, so the
worksheet pages can be printed and handed out without it.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QLineF, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)
from PySide6.QtWidgets import QApplication

from dealer_trainer import i18n
from dealer_trainer.drills.worksheet import DrillSheet, Worksheet
from dealer_trainer.ui.language import install_language
from dealer_trainer.ui.table.cards import RANK_TEXT, SUIT_COLOURS, SUIT_SYMBOLS

#: Page sizes the ``--page`` option takes.
PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}

#: Layout units an inch (CSS pixels): the blocks are laid out in these, whatever the printer.
UNITS_PER_INCH = 96
#: Dots an inch of the PDF's coordinates (text and lines stay vectors; this is their grid).
RESOLUTION = 600
MARGIN_MM = 14.0
HEADER_HEIGHT = 30.0
GAP = 16.0
FONT_FAMILIES = ["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica"]

_STYLE = """
body { color: #111; }
h1 { font-size: 22px; margin: 0; }
h2 { font-size: 15px; margin: 0; }
p { margin-top: 3px; margin-bottom: 3px; }
table.grid { border-collapse: collapse; border-color: #777; border-style: solid; }
table.grid th { background-color: #e6e6e6; font-weight: bold; text-align: left;
  border: 1px solid #777; padding: 3px 5px; font-size: 11px; }
table.grid td { border: 1px solid #777; padding: 3px 5px; }
table.answer td { padding: 7px 5px; }
td.num { text-align: right; }
.small { font-size: 11px; color: #333; }
.muted { color: #555; }
.label { font-weight: bold; }
.title { font-size: 13px; font-weight: normal; color: #555; }
"""


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def cards_html(cards: Iterable[str]) -> str:
    """Cards as printed: ``"10♥"`` in the app's four-colour deck (the suit's shape reads in
    black and white too)."""
    out = []
    for card in cards:
        rank, suit = card[0], card[1]
        colour = SUIT_COLOURS.get(suit, "#111")
        text = RANK_TEXT.get(rank, rank) + SUIT_SYMBOLS.get(suit, suit)
        out.append(f'<span style="color:{colour}; font-weight:bold">{_e(text)}</span>')
    return "&nbsp;&nbsp;".join(out)


def _heading(drill: DrillSheet) -> str:
    title = f' &nbsp;<span class="title">{_e(drill.title)}</span>' if drill.title else ""
    drill_word = QCoreApplication.translate("Worksheet", "Drill %1").replace("%1", str(drill.number))
    return (
        '<table width="100%" cellspacing="0" cellpadding="0"><tr>'
        f'<td valign="bottom"><h2>{drill_word} · {_e(drill.heading)}{title}</h2></td>'
        f'<td align="right" valign="bottom"><b>{_e(drill.stakes)}</b></td></tr></table>'
    )


def drill_html(drill: DrillSheet) -> str:
    """One drill as the trainee gets it: the table, then empty rows for the pots and the return."""
    rows = []
    for seat in drill.seats:
        button = QCoreApplication.translate("Worksheet", "(button)")
        name = _e(seat.name) + (f' <span class="small">{_e(button)}</span>' if seat.button else "")
        state = f"<b>{_e(seat.state)}</b>" if seat.state == i18n._("All-in") else _e(seat.state)
        cells = [
            f'<td class="num">{seat.number}</td>',
            f"<td>{name}</td>",
            f"<td>{_e(seat.position)}</td>",
            f'<td class="num">{_e(seat.behind)}</td>',
            f'<td class="num">{_e(seat.chips_in)}</td>',
            f"<td>{state}</td>",
        ]
        if drill.has_cards:
            cells.append(f"<td>{cards_html(seat.cards)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    head = [
        QCoreApplication.translate("Worksheet", "Seat"),
        QCoreApplication.translate("Worksheet", "Name"),
        QCoreApplication.translate("Worksheet", "Position"),
        QCoreApplication.translate("Worksheet", "Behind"),
        QCoreApplication.translate("Worksheet", "Chips in"),
        QCoreApplication.translate("Worksheet", "All-in / folded"),
    ]
    widths = ["7%", "27%", "12%", "17%", "17%", "20%"]
    if drill.has_cards:
        head.append(QCoreApplication.translate("Worksheet", "Hand"))
        widths = ["6%", "22%", "10%", "15%", "15%", "15%", "17%"]
    seats = (
        '<table class="grid" width="100%" cellspacing="0" style="margin-bottom:6px"><tr>'
        + "".join(f'<th width="{w}">{h}</th>' for h, w in zip(head, widths, strict=True))
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    facts = " &nbsp;·&nbsp; ".join(_e(fact) for fact in drill.facts)
    board_label = _e(QCoreApplication.translate("Worksheet", "Board:"))
    board = (
        f'<p><span class="label">{board_label}</span> {cards_html(drill.board)}</p>' if drill.board else ""
    )
    if drill.boards:  # the board run more than once: each run's board on a line of its own
        run_label = QCoreApplication.translate("Worksheet", "Board, run %1:")
        board = "".join(
            f'<p><span class="label">{_e(run_label.replace("%1", str(run)))}</span> {cards_html(cards)}</p>'
            for run, cards in enumerate(drill.boards, 1)
        )
    answer_head = [
        QCoreApplication.translate("Worksheet", "Pot"),
        QCoreApplication.translate("Worksheet", "Amount"),
        QCoreApplication.translate("Worksheet", "Working"),
        QCoreApplication.translate("Worksheet", "Who can win it"),
    ]
    widths = ["13%", "14%", "37%", "36%"]
    if drill.has_cards:
        answer_head.append(QCoreApplication.translate("Worksheet", "Won by"))
        widths = ["12%", "12%", "30%", "24%", "22%"]
    pot_names = [QCoreApplication.translate("Worksheet", "Main pot")] + [
        QCoreApplication.translate("Worksheet", "Side pot %1").replace("%1", str(i))
        for i in range(1, drill.pot_rows)
    ]
    blank = "<td>&nbsp;</td>"
    answer_rows = "".join(
        f'<tr><td class="small" nowrap>{name}</td>' + blank * (len(answer_head) - 1) + "</tr>"
        for name in pot_names
    )
    # the uncalled bet: its amount, the working, and to whom (in the last columns)
    uncalled = _e(QCoreApplication.translate("Worksheet", "Uncalled bet"))
    returned_to = _e(QCoreApplication.translate("Worksheet", "returned to:"))
    answer_rows += (
        f'<tr><td class="small" nowrap>{uncalled}</td>'
        + blank * 2
        + f'<td colspan="{len(answer_head) - 3}"><span class="small muted">{returned_to}</span></td></tr>'
    )
    pots = (
        '<table class="grid answer" width="100%" cellspacing="0"><tr>'
        + "".join(f'<th width="{w}">{h}</th>' for h, w in zip(answer_head, widths, strict=True))
        + "</tr>"
        + answer_rows
        + "</table>"
    )
    return (
        _heading(drill)
        + f'<p class="small">{facts}</p>'
        + seats
        + board
        + '<p style="margin-top:8px"><span class="label">'
        + _e(QCoreApplication.translate("Worksheet", "Your answer"))
        + '</span> <span class="small">'
        + _e(
            QCoreApplication.translate(
                "Worksheet",
                "(use as many pot rows as there are pots; leave the last row empty when there is no "
                "uncalled bet)",
            )
        )
        + "</span></p>"
        + pots
    )


def answer_html(drill: DrillSheet, steps: bool = True) -> str:
    """One drill's answer key: every pot with its arithmetic and who can win (and wins) it, the
    uncalled bet, the award in dealer order, the dealer's steps (unless ``steps`` is False:
    they repeat the table's arithmetic in the dealer's order) and the chip count."""
    head = [
        QCoreApplication.translate("Worksheet", "Pot"),
        QCoreApplication.translate("Worksheet", "Arithmetic"),
        QCoreApplication.translate("Worksheet", "Amount"),
        QCoreApplication.translate("Worksheet", "Who can win it"),
    ]
    widths = ["12%", "40%", "12%", "36%"]
    if drill.has_cards:
        head.append(QCoreApplication.translate("Worksheet", "Won by"))
        widths = ["12%", "26%", "10%", "23%", "29%"]
    rows = []
    for pot in drill.pots:
        cells = [
            f"<td nowrap><b>{_e(pot.name)}</b></td>",
            f"<td>{_e(pot.arithmetic)}</td>",
            f'<td class="num"><b>{_e(pot.amount)}</b></td>',
            f"<td>{_e(pot.eligible)}</td>",
        ]
        if drill.has_cards:
            why = f'<br><span class="small">{_e(pot.why)}</span>' if pot.why else ""
            cells.append(f"<td><b>{_e(pot.won_by)}</b>{why}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    table = (
        '<table class="grid" width="100%" cellspacing="0"><tr>'
        + "".join(f'<th width="{w}">{h}</th>' for h, w in zip(head, widths, strict=True))
        + "</tr>"
        + "".join(rows)
        + "</table>"
    )
    label = _e(QCoreApplication.translate("Worksheet", "Returned:"))
    nothing = _e(QCoreApplication.translate("Worksheet", "nothing (no uncalled bet)."))
    returned = (
        f'<p><span class="label">{label}</span> {_e(drill.returned) if drill.returned else nothing}</p>'
    )

    parts = [_heading(drill), table, returned]
    if drill.drop:
        label = _e(QCoreApplication.translate("Worksheet", "The drop:"))
        parts.append(f'<p><span class="label">{label}</span> {" ".join(_e(line) for line in drill.drop)}</p>')
    if drill.awards:
        order = "; ".join(f"{i}. {_e(line)}" for i, line in enumerate(drill.awards, 1))
        label = _e(QCoreApplication.translate("Worksheet", "Award, in dealer order:"))
        parts.append(f'<p><span class="label">{label}</span> {order}</p>')
    if steps:
        items = "".join(f"<li>{_e(step)}</li>" for step in drill.steps)
        label = _e(QCoreApplication.translate("Worksheet", "Building it, in the dealer's order:"))
        parts.append(
            f'<p><span class="label">{label}</span></p>'
            f'<ol class="small" style="margin-top:0; margin-bottom:0">{items}</ol>'
        )
    label = _e(QCoreApplication.translate("Worksheet", "Check:"))
    parts.append(f'<p class="small"><span class="label">{label}</span> {_e(drill.balance)}</p>')
    if drill.notes:
        label = _e(QCoreApplication.translate("Worksheet", "Note:"))
        parts.append(f'<p class="small"><span class="label">{label}</span> {_e(drill.notes)}</p>')
    return "".join(parts)


def intro_html(sheet: Worksheet, key: bool) -> str:
    """The top of the first page (the name and date line, what to do), or of the answer key."""
    subtitle = f'<p class="muted">{_e(sheet.subtitle)}</p>' if sheet.subtitle else ""
    if key:
        heading = QCoreApplication.translate("Worksheet", "Answer key · %1").replace("%1", sheet.title)
        return f'<h1>{_e(heading)}</h1>{subtitle}<p class="small">{_e(sheet.rules)}</p>'
    count = len(sheet.drills)
    line = QCoreApplication.translate(
        "Worksheet",
        "Name ______________________________ &nbsp;&nbsp; Date ________________ &nbsp;&nbsp; "
        "Score ______ / %1",
    ).replace("%1", str(count))
    how = QCoreApplication.translate(
        "Worksheet",
        "For each drill: push back the uncalled bet, if there is one; build the main pot and each side pot "
        "in order, writing each pot's amount, your working and the players who can win it; where the hands "
        "are shown, write who wins each pot and how a split goes. <i>Chips in</i> is everything a seat put "
        "in this hand; <i>Behind</i>, what it did not bet; dead money in the middle belongs to no seat.",
    )
    return (
        f"<h1>{_e(sheet.title)}</h1>{subtitle}"
        f'<p style="margin-top:12px; margin-bottom:10px; font-size:14px">{line}</p>'
        f'<p class="small">{how}</p>'
    )


@dataclass
class _Block:
    """Documents drawn one under the other and never parted by a page break: a drill, or the
    worksheet's (or the answer key's) heading with its first drill."""

    documents: list[QTextDocument]
    page: int = 0
    y: float = 0.0
    scale: float = 1.0

    @property
    def height(self) -> float:
        """Layout units, unscaled, gaps included."""
        return sum(d.size().height() for d in self.documents) + GAP * (len(self.documents) - 1)

    def draw(self, painter: QPainter) -> None:
        """Draw at the painter's origin, scaled by :attr:`scale`."""
        painter.save()
        painter.scale(self.scale, self.scale)
        for document in self.documents:
            document.drawContents(painter)
            painter.translate(0, document.size().height() + GAP)
        painter.restore()


def _document(body: str, width: float) -> QTextDocument:
    document = QTextDocument()
    font = QFont()
    font.setFamilies(FONT_FAMILIES)
    font.setPixelSize(12)
    document.setDefaultFont(font)
    document.setDefaultStyleSheet(_STYLE)
    document.setDocumentMargin(0)
    document.setTextWidth(width)
    document.setHtml(f"<html><body>{body}</body></html>")
    return document


def _paginate(sections: list[list[_Block]], height: float) -> int:
    """Place every block (section by section, each starting a page); returns the page count."""
    page = -1
    for blocks in sections:
        page += 1
        y = 0.0
        for block in blocks:
            h = block.height
            if y > 0 and y + h > height:
                page, y = page + 1, 0.0
            block.page, block.y = page, y
            block.scale = min(1.0, height / h) if h else 1.0
            y += h * block.scale + GAP
    return page + 1


_app: QGuiApplication | None = None


def _ensure_gui() -> None:
    """Fonts and the PDF writer need an application object: the running one, or a new
    QApplication (not a bare QGuiApplication, so widgets can still be made afterwards)."""
    global _app
    if QGuiApplication.instance() is None:
        _app = QApplication(["dealer-trainer"])
        install_language(_app, i18n.language())


def worksheet_pdf(sheet: Worksheet, answers: bool = False, page_size: str = "a4") -> tuple[bytes, int, int]:
    """The worksheet as PDF bytes.

    Args:
        sheet: the worksheet's text (:func:`dealer_trainer.drills.worksheet.make_worksheet`).
        answers: add the answer key after the drills, starting on a page of its own.
        page_size: ``"a4"`` or ``"letter"`` (:data:`PAGE_SIZES`).

    Returns:
        (the PDF, its page count, the first page of the answer key counted from 1, or 0).

    Raises:
        KeyError: an unknown page size.
    """
    _ensure_gui()
    buffer = QBuffer()
    buffer.setData(QByteArray())
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(PAGE_SIZES[page_size]),
            QPageLayout.Orientation.Portrait,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )
    writer.setTitle(
        QCoreApplication.translate("Worksheet", "%1 (with answer key)").replace("%1", sheet.title)
        if answers
        else sheet.title
    )
    writer.setCreator("Dealer Trainer")
    scale = RESOLUTION / UNITS_PER_INCH
    width = writer.width() / scale
    height = writer.height() / scale
    body = height - HEADER_HEIGHT

    sheets = [_Block([_document(drill_html(d), width)]) for d in sheet.drills]
    sheets[0].documents.insert(0, _document(intro_html(sheet, key=False), width))
    sections = [sheets]
    if answers:
        key = [_Block([_document(answer_html(d), width)]) for d in sheet.drills]
        for block, drill in zip(key, sheet.drills, strict=True):
            if block.height > body:  # too tall for a page: the table's arithmetic without the steps
                block.documents = [_document(answer_html(drill, steps=False), width)]
        key[0].documents.insert(0, _document(intro_html(sheet, key=True), width))
        sections.append(key)
    pages = _paginate(sections, body)
    key_page = sections[1][0].page + 1 if answers else 0

    painter = QPainter(writer)
    try:
        painter.scale(scale, scale)
        blocks = [block for section in sections for block in section]
        for number in range(pages):
            if number:
                writer.newPage()
            _header(painter, sheet.title, number, pages, width, bool(key_page) and number + 1 >= key_page)
            for block in blocks:
                if block.page != number:
                    continue
                painter.save()
                painter.translate(0, HEADER_HEIGHT + block.y)
                block.draw(painter)
                painter.restore()
    finally:
        painter.end()
    buffer.close()
    return bytes(buffer.data().data()), pages, key_page


def _header(painter: QPainter, title: str, number: int, pages: int, width: float, key: bool) -> None:
    """The page's header: the worksheet's title (and "Answer key") left, "Page n of N" right."""
    font = QFont()
    font.setFamilies(FONT_FAMILIES)
    font.setPixelSize(10)
    painter.setFont(font)
    painter.setPen(QColor("#444"))
    right = (
        QCoreApplication.translate("Worksheet", "Page %1 of %2")
        .replace("%1", str(number + 1))
        .replace("%2", str(pages))
    )
    left = QCoreApplication.translate("Worksheet", "%1 · Answer key").replace("%1", title) if key else title
    rect = QRectF(0, 0, width, HEADER_HEIGHT - 12)
    room = width - painter.fontMetrics().horizontalAdvance(right) - 24
    left = painter.fontMetrics().elidedText(left, Qt.TextElideMode.ElideRight, int(room))
    painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, left)
    painter.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, right)
    painter.setPen(QPen(QColor("#999"), 0.75))
    painter.drawLine(QLineF(0, HEADER_HEIGHT - 8, width, HEADER_HEIGHT - 8))
