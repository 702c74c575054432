"""One resource policy for every reader and command: sizes are checked before allocating.

A size that an input declares (a vertex count, a heap bound, a matrix order) is checked here
against the memory the work would need, *before* any array is allocated: an impossible size is
a :class:`~grundy.errors.ResourceLimitError` naming the size and the memory, never a
``MemoryError`` traceback or minutes of swapping. Each family states its cost per item
(bytes per vertex, per edge, per heap) where it reads a size; the figures are the peak resident
memory measured per item, rounded up.

Work expected to take long is announced on standard error by :func:`announce` (once, before it
starts), so a command that will run for minutes says so.
"""

from __future__ import annotations

import math
import os
import sys

from .errors import ResourceLimitError

__all__ = ["available_memory", "check_memory", "format_bytes", "parse_bytes", "announce", "shorten",
           "decimal_digits"]

#: Override for tests and for users who want a lower ceiling: a size as :func:`parse_bytes`
#: reads it, e.g. ``GRUNDY_MAX_MEMORY=12G`` or ``GRUNDY_MAX_MEMORY=2e9`` (bytes).
ENV_MAX_MEMORY = "GRUNDY_MAX_MEMORY"


def available_memory() -> int:
    """Bytes of memory this process may use: ``GRUNDY_MAX_MEMORY`` when set (``12G``, ``512M``,
    ``2e9``: see :func:`parse_bytes`; anything else is a :class:`ResourceLimitError`), else the
    system's available memory (``MemAvailable`` on Linux, physical memory elsewhere), else
    2^50 when nothing can be read; in every case no more than the address space the process
    limit (``RLIMIT_AS``, ``ulimit -v``) leaves it."""
    env = os.environ.get(ENV_MAX_MEMORY)
    if env:
        try:
            return min(parse_bytes(env), _address_space_left())
        except ValueError as e:
            raise ResourceLimitError(f"{ENV_MAX_MEMORY}: {e}") from None
    return min(_system_memory(), _address_space_left())


def _system_memory() -> int:
    try:
        with open("/proc/meminfo", "rb") as f:
            for line in f:
                if line.startswith(b"MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return 1 << 50


def _address_space_left() -> int:
    """The address space the soft ``RLIMIT_AS`` leaves this process (its mapped size read from
    ``/proc/self/statm``), or 2^62 without a limit."""
    try:
        import resource
    except ImportError:  # not on POSIX
        return 1 << 62
    soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    if soft == resource.RLIM_INFINITY or soft < 0:
        return 1 << 62
    try:
        with open("/proc/self/statm", "rb") as f:
            mapped = int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        mapped = 0
    return max(soft - mapped, 0)


def parse_bytes(text: str) -> int:
    """A size given by a person: bytes, or a number with K, M, G or T (powers of 1024, an
    optional ``iB`` or ``B``): ``parse_bytes('1.5G')`` is 1610612736.

    >>> parse_bytes("4096"), parse_bytes("64M"), parse_bytes("1.5GiB"), parse_bytes("2t")
    (4096, 67108864, 1610612736, 2199023255552)
    """
    t = text.strip().upper().removesuffix("B").removesuffix("I")
    scale = 1
    if t[-1:] in ("K", "M", "G", "T"):
        scale = 1024 ** ("KMGT".index(t[-1]) + 1)
        t = t[:-1]
    try:
        value = float(t)
    except ValueError:
        raise ValueError(f"expected a size such as 512M or 2G, not {text!r}") from None
    if not value >= 0 or value * scale >= 2**63:
        raise ValueError(f"expected a size such as 512M or 2G, not {text!r}")
    return int(value * scale)


def format_bytes(n: int | float) -> str:
    """A byte count for people: ``format_bytes(3 * 2**30)`` is ``'3.0 GiB'``. Exact for an
    int of any size (past 1024 YiB in scientific notation); a float that overflowed (inf) is
    "more than 2^1024 B".

    >>> format_bytes(512), format_bytes(1536), format_bytes(9.5 * 2**40)
    ('512 B', '1.5 KiB', '9.5 TiB')
    >>> format_bytes(28 * 10**308), format_bytes(10**5000)
    ('2.3e+285 YiB', '8.3e+4975 YiB')
    """
    units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB"]
    if isinstance(n, float) and not math.isfinite(n):
        return "more than 2^1024 B"
    if isinstance(n, int) and n >= 1024 ** len(units):
        # Beyond 1024 YiB: the leading digits of the whole number of YiB, exactly.
        q = n // 1024 ** (len(units) - 1)
        digits = decimal_digits(q)
        lead = (q // 10 ** (digits - 3) + 5) // 10  # two digits, rounded
        if lead >= 100:
            lead, digits = lead // 10, digits + 1
        return f"{lead // 10}.{lead % 10}e+{digits - 1} {units[-1]}"
    i = 0
    while n >= 1024 and i < len(units) - 1:
        n /= 1024
        i += 1
    if i == 0:
        return f"{int(n)} B"
    return f"{n:.1f} {units[i]}" if n < 1024 else f"{n:.1e} {units[i]}"


def decimal_digits(x: int) -> int:
    """The number of decimal digits of ``abs(x)`` (1 for 0), for ints of any size (``str()``
    refuses those of more than 4300 digits).

    >>> decimal_digits(0), decimal_digits(999), decimal_digits(1000), decimal_digits(10**5000)
    (1, 3, 4, 5001)
    """
    x = abs(x)
    digits = max(int(x.bit_length() * math.log10(2)), 1)
    while x >= 10**digits:
        digits += 1
    while digits > 1 and x < 10 ** (digits - 1):
        digits -= 1
    return digits


def as_float(n: int | float) -> float:
    """`n` as a float for size estimates, at most 1e300: float() of an int of more than 308
    digits overflows, and every size past 1e300 is equally out of reach.

    >>> as_float(10**5000), as_float(12)
    (1e+300, 12.0)
    """
    return float(min(n, 1e300))


def check_memory(nbytes: int | float, what: str) -> None:
    """Raise :class:`~grundy.errors.ResourceLimitError` when `nbytes` exceed the available memory.

    Parameters
    ----------
    nbytes : int or float
        The estimated peak memory of the work. An int is compared exactly, whatever its size
        (``n * bytes_per_item`` with an int n never overflows): pass ints, not floats of them.
    what : str
        The size that asks for it, as the user wrote it, e.g. ``"n = 100000000000 vertices"``.

    Examples
    --------
    >>> check_memory(1000, "n = 10 vertices")
    >>> check_memory(2**80, "n = 10**22 vertices")
    Traceback (most recent call last):
    ...
    grundy.errors.ResourceLimitError: n = 10**22 vertices would need about 1.0 YiB of memory, ...
    >>> check_memory(28 * 10**400, "n = 1e400 values")
    Traceback (most recent call last):
    ...
    grundy.errors.ResourceLimitError: n = 1e400 values would need about 2.3e+377 YiB of memory, ...

    Notes
    -----
    O(1), plus O(d^2) to write a number of d digits in the message.
    """
    avail = available_memory()
    if not nbytes <= avail:  # NaN too
        raise ResourceLimitError(
            f"{what} would need about {format_bytes(nbytes)} of memory, more than the "
            f"{format_bytes(avail)} available"
        )


def announce(message: str) -> None:
    """Say on standard error that long work starts (one line), unless ``GRUNDY_QUIET`` is set."""
    if os.environ.get("GRUNDY_QUIET"):
        return
    print(f"grundy: {message}", file=sys.stderr, flush=True)


def shorten(text: object, limit: int = 40) -> str:
    """`text` as a str of at most about `limit` characters, with an ellipsis where it was cut.

    >>> shorten(1180591620717411303424, 12)
    '118059162071…(22 digits)'
    >>> shorten("abc")
    'abc'
    >>> shorten(10**5000, 12)
    '100000000000…(5001 digits)'
    """
    if isinstance(text, int) and not isinstance(text, bool) and text.bit_length() > 13000:
        # str() refuses ints of more than 4300 digits: the leading digits from a float's
        # logarithm would be inexact, so take them from an exact division instead.
        digits = decimal_digits(text)
        lead = str(abs(text) // 10 ** (digits - limit))
        return f"{'-' if text < 0 else ''}{lead}…({digits} digits)"
    s = str(text)
    if len(s) <= limit:
        return s
    if s.lstrip("-").isdigit():
        return f"{s[:limit]}…({len(s.lstrip('-'))} digits)"
    return s[:limit] + "…"
