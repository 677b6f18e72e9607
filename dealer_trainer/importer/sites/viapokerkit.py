"""Site formats read through PokerKit's own parsers (its ``REParser`` classes): each hand is
found with the parser's hand pattern, then PokerKit replays it
(:func:`dealer_trainer.importer.phh.from_hand_history`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

from dealer_trainer.i18n import N_, deferred
from dealer_trainer.importer.model import HandError
from dealer_trainer.importer.phh import from_hand_history, quiet
from dealer_trainer.importer.sites.base import Parsed, SiteFormat

if TYPE_CHECKING:
    from pokerkit.notation import REParser


def pokerkit_format(
    name: str, label: str, load: Callable[[], type[REParser]], complete: str = ""
) -> SiteFormat:
    """The :class:`SiteFormat` of a site PokerKit's parser reads (whole file); ``load``
    gives the parser class when it is first needed (PokerKit is imported then). A hand
    without the ``complete`` text (its summary line) is refused as truncated, as PokerKit
    would read a cut hand as a whole one."""

    def sniff(head: str) -> bool:
        return load().HAND.search(head + "\n\n\n") is not None

    def read(lines: Iterable[str], source: str) -> Iterator[Parsed]:
        from pokerkit import HandHistory

        parser = load()
        text = "\n".join(lines)
        reader = parser()
        for number, raw in enumerate(parser.HAND.findall(text + "\n\n\n"), start=1):
            label_ = f"#{number}"
            if complete and complete not in raw:
                yield (
                    label_,
                    HandError(
                        N_("{format} hand without its {marker} (truncated hand)"),
                        format=deferred(label),
                        marker=complete.strip("* ").lower(),
                    ),
                )
                continue
            try:
                hh = quiet(reader._parse, raw, HandHistory.parse_value)  # noqa: SLF001 - PokerKit's hook
                hand_id = str(hh.hand) if getattr(hh, "hand", None) is not None else label_
                yield hand_id, quiet(from_hand_history, hh, source, hand_id, site=name)
            except HandError as exc:
                yield label_, exc
            except Exception as exc:  # noqa: BLE001 - PokerKit could not read this hand
                yield (
                    label_,
                    HandError(
                        N_("{format} hand not readable by PokerKit ({error_type}: {error})"),
                        format=deferred(label),
                        error_type=type(exc).__name__,
                        error=exc,
                    ),
                )

    return SiteFormat(name=name, label=label, sniff=sniff, read=read)
