"""Site hands met again in one import or export: the same hand twice (a file exported twice,
overlapping exports) is kept once; a different hand under a number met before is renamed."""

from __future__ import annotations

import hashlib

from dealer_trainer.importer.model import Repeated


def hand_key(site: str, source: str, hand_id: str) -> bytes:
    """The key that names a hand for :class:`HandsMet` (8 bytes): the site and its hand
    number; a PHH hand, or one without a number, by its file and number (PHH numbers repeat
    across sessions)."""
    positional = site == "PHH" or hand_id.startswith("#") or not hand_id
    name = f"{source}\0{hand_id}" if positional else f"{site}\0{hand_id}"
    return hashlib.blake2b(name.encode(), digest_size=8).digest()


class HandsMet:
    """The site hands met so far, by :func:`~dealer_trainer.importer.run.identity` (key,
    digest); about 100 bytes a hand, so a whole history fits.

    A site's hand number names one hand: the same number with the same seats, chips and cards
    is the same hand again; the same number on a different hand (an edited file) is another
    hand, renamed ``"<id> (2)"``, ``"<id> (3)"`` ..., never to a name a hand met before has
    (a file may hold a real ``"777 (2)"``); the new name counts as met from then on.
    """

    def __init__(self) -> None:
        # key -> its first hand's digest and file (as one int: digest << 32 | file number);
        # later, different hands with a key met before in ``others`` (rare)
        self.seen: dict[int, int] = {}
        self.others: dict[int, list[int]] = {}
        self.sources: dict[str, int] = {}  # file -> number
        self.source_names: list[str] = []  # number -> file

    def meet(self, key: bytes, digest: bytes, source: str, hand_id: str, site: str) -> Repeated | None:
        """None for a hand whose key is new; else what was met before: ``same`` (leave this one
        out) or a different hand (keep it as ``renamed``). ``source`` is the hand's file,
        ``site`` its site (the key of a new name: :func:`hand_key`)."""
        key_int = int.from_bytes(key, "big")
        digest_int = int.from_bytes(digest, "big")
        first = self.seen.get(key_int)
        if first is None:
            self.seen[key_int] = digest_int << 32 | self._file_no(source)
            return None
        first_source = self.source_names[first & 0xFFFFFFFF]
        digests = [first >> 32, *self.others.get(key_int, ())]
        if digest_int in digests:
            return Repeated(source, hand_id, first_source, True)
        self.others.setdefault(key_int, []).append(digest_int)
        n = len(digests) + 1
        while True:
            renamed = f"{hand_id} ({n})"
            renamed_key = int.from_bytes(hand_key(site, source, renamed), "big")
            if renamed_key not in self.seen:
                break
            n += 1
        self.seen[renamed_key] = digest_int << 32 | self._file_no(source)
        return Repeated(source, hand_id, first_source, False, renamed)

    def _file_no(self, source: str) -> int:
        file_no = self.sources.get(source)
        if file_no is None:
            file_no = self.sources[source] = len(self.source_names)
            self.source_names.append(source)
        return file_no
