"""localStorage's interface over a dict, for tests of web/storage.py without a browser."""

from __future__ import annotations


class MemoryStorage(dict):
    """A dict of key -> text with getItem/setItem/removeItem/key/length; with ``quota`` (total
    characters), setItem fails past it as a full browser storage does."""

    def __init__(self, items=(), quota: int | None = None):
        super().__init__(items)
        self.quota = quota

    @property
    def d(self) -> dict:  # older tests read the items as .d
        return self

    @property
    def length(self):
        return len(self)

    def key(self, i):
        return list(self)[i] if 0 <= i < len(self) else None

    def getItem(self, k):  # noqa: N802 - localStorage's names
        return self.get(k)

    def setItem(self, k, v):  # noqa: N802
        if self.quota is not None and sum(map(len, self.values())) + len(v) > self.quota:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        self[k] = v

    def removeItem(self, k):  # noqa: N802
        self.pop(k, None)
