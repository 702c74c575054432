"""Joining a Ray cluster for the search's workers, or starting one on this machine.

Three promises a user can rely on:

- ``'local'`` starts Ray on the loopback interface only: every server it opens (the control
  store, the node manager, the object store's transfer service, the workers' own servers)
  listens on 127.0.0.1, so nothing outside this machine can join the cluster or reach its
  workers. Ray's services have no authentication of their own worth relying on; a cluster
  meant for several machines is the user's to set up and secure (Ray's guide "Security" says
  to keep its ports on a trusted network) and is joined by its address.
- An address that cannot be reached fails within :data:`JOIN_SECONDS` with one line: the address
  is first tried with a plain TCP connection (:data:`PROBE_SECONDS`), when the game is made, so a
  quick search that never starts its workers does not hide a wrong address, and joining is
  abandoned past its time (Ray itself waits minutes for a cluster that is not there).
- Ray's log lines stay off the terminal while Ray starts or joins, unless the environment
  variable ``GRUNDY_RAY_LOG`` is set (to anything but ``0``); Ray keeps them in its session
  directory (``/tmp/ray/session_latest/logs``) as always. Ray's Python logger is set to errors
  only; joining a cluster also sends the process's standard error (where Ray's compiled parts
  write) to a file for its few seconds.

The loopback-only start uses Ray's own switch for machines where Ray runs without a cluster
(``RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0``, the default on macOS and Windows), which makes the
node's address 127.0.0.1; the start is checked afterwards and refused if Ray did not follow it.
"""

from __future__ import annotations

import contextlib
import os
import socket
import threading
import time

from ..errors import InvalidGameError

__all__ = ["JOIN_SECONDS", "PROBE_SECONDS", "check_address", "connect", "shutdown"]

#: Seconds within which joining a cluster succeeds or fails (a few seconds under the 15 that a
#: user waits at most, the search having run a little before it starts its workers).
JOIN_SECONDS = 12.0
#: Seconds for the first TCP connection to a cluster's address.
PROBE_SECONDS = 5.0
#: The object store of a Ray instance started here (Ray's least is 75 MiB).
LOCAL_STORE_BYTES = 128 << 20
_CLUSTER_SWITCH = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"
_LOOPBACK = ("127.0.0.1", "::1", "localhost")
_started = False  # whether connect() initialised Ray in this process


def _import_ray():
    try:
        import ray
    except ImportError:
        raise InvalidGameError("ray=... needs Ray: pip install 'grundy[ray]'") from None
    if not _verbose():
        import logging

        logging.getLogger("ray").setLevel(logging.ERROR)
    return ray


def _verbose() -> bool:
    return os.environ.get("GRUNDY_RAY_LOG", "0") not in ("", "0")


def _host_port(address: str) -> tuple[str, int] | None:
    """(host, port) of ``HOST:PORT``, ``[IPV6]:PORT`` or ``ray://HOST:PORT``; None for an
    address without a port."""
    if "://" in address:
        address = address.split("://", 1)[1]
    address = address.rstrip("/")
    host, sep, port = address.rpartition(":")
    if not sep or not port.isdigit() or not host:
        return None
    return host.strip("[]"), int(port)


def _within(seconds: float, fn):
    """``fn()`` in a daemon thread: (finished, result or exception). A call still running after
    `seconds` is left to itself (a connection attempt blocked in Ray or the resolver)."""
    box: list = []

    def run():
        try:
            box.append((True, fn()))
        except BaseException as e:  # handed to the caller
            box.append((False, e))

    t = threading.Thread(target=run, daemon=True, name="grundy-ray-join")
    t.start()
    t.join(seconds)
    if not box:
        return False, None
    return True, box[0]


def check_address(address: str) -> None:
    """Refuse (InvalidGameError, within :data:`PROBE_SECONDS` and a few seconds of name
    resolution) a cluster address whose host does not accept a TCP connection. ``'local'``,
    ``'auto'`` and addresses without a port are left to :func:`connect`."""
    hp = None if address in ("local", "auto") else _host_port(address)
    if hp is None:
        return
    host, port = hp

    def probe():
        with socket.create_connection((host, port), timeout=PROBE_SECONDS):
            return True

    finished, outcome = _within(PROBE_SECONDS + 3.0, probe)
    if not finished:
        raise InvalidGameError(f"ray={address!r}: no answer from {host}:{port} within {PROBE_SECONDS + 3.0:g} s")
    ok, got = outcome
    if not ok:
        why = got.strerror if isinstance(got, OSError) and got.strerror else str(got) or type(got).__name__
        raise InvalidGameError(f"ray={address!r}: cannot reach {host}:{port} ({why})")


class _Quiet:
    """Standard error (the descriptor, where Ray's compiled parts write) sent to a file while
    Ray starts, unless GRUNDY_RAY_LOG asks to see it."""

    def __enter__(self):
        self.saved = None
        if _verbose():
            return self
        import sys
        import tempfile

        try:
            sys.stderr.flush()
            self.log = tempfile.TemporaryFile()
            self.saved = os.dup(2)
            os.dup2(self.log.fileno(), 2)
        except (OSError, ValueError):  # no descriptor 2 (an embedded interpreter): nothing to hide
            self.saved = None
        return self

    def __exit__(self, *exc):
        if self.saved is not None:
            os.dup2(self.saved, 2)
            os.close(self.saved)
            self.log.close()
        return False


def _one_line(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    return (text[0] if text else type(e).__name__)[:300]


def connect(address: str):
    """The ray module, initialised on the cluster at `address` (``'local'``: a new one on this
    machine, loopback only; ``'auto'``: the cluster this machine belongs to; ``HOST:PORT`` or
    ``ray://HOST:PORT``); a session already initialised is used as it is. InvalidGameError
    when Ray is missing, the cluster cannot be joined within :data:`JOIN_SECONDS`, or a local
    start does not stay on loopback."""
    start = time.perf_counter()
    if address != "local":
        check_address(address)
    ray = _import_ray()
    if ray.is_initialized():
        return ray
    options = dict(include_dashboard=False, log_to_driver=_verbose(), configure_logging=False)
    global _started
    if address == "local":  # quiet by itself: stderr is left alone (a progress bar may be drawn)
        # The workers on this machine share the caller's table in memory of their own and send
        # little through Ray's object store: a small one starts sooner than Ray's default of
        # 30% of the memory (measured: 6.9 s against 8.3 s on a busy 2-core machine).
        _start_local(ray, dict(options, object_store_memory=LOCAL_STORE_BYTES))
        _started = True
        return ray
    left = max(JOIN_SECONDS - (time.perf_counter() - start), 1.0)
    with _Quiet():
        finished, outcome = _within(left, lambda: ray.init(address=address, **options))
    if not finished:
        raise InvalidGameError(f"ray={address!r}: no Ray cluster answered within {JOIN_SECONDS:g} s")
    ok, got = outcome
    if not ok:
        raise InvalidGameError(f"ray={address!r}: cannot join the Ray cluster ({_one_line(got)})")
    _started = True
    return ray


def shutdown() -> None:
    """Leave the Ray session that :func:`connect` began (a local cluster stops with all its
    processes), quietly; for a process that ends without running its exit handlers, such as the
    command line, which leaves by ``os._exit``."""
    global _started
    if _started:
        _started = False
        import ray

        with _Quiet():
            ray.shutdown()


def _start_local(ray, options: dict) -> None:
    """Start Ray here with the node's address on loopback. The switch is set in the
    environment while Ray starts its processes, which inherit it, and in this process for as
    long as it lives: parts of Ray that look up the node's address later (its error listener,
    for one) must find loopback too, or they knock at a port that does not listen there."""
    from ray._private import ray_constants

    before_env = os.environ.get(_CLUSTER_SWITCH)
    os.environ[_CLUSTER_SWITCH] = "0"
    ray_constants.ENABLE_RAY_CLUSTER = False
    try:
        with _lean():
            ray.init(**options)
    except Exception as e:  # Ray raises RuntimeError, ValueError, ConnectionError, ...
        raise InvalidGameError(f"ray='local': cannot start Ray here ({_one_line(e)})") from None
    finally:
        if before_env is None:
            os.environ.pop(_CLUSTER_SWITCH, None)
        else:
            os.environ[_CLUSTER_SWITCH] = before_env
    node = ray.util.get_node_ip_address()
    if node not in _LOOPBACK:
        ray.shutdown()
        raise InvalidGameError(f"ray='local': Ray put its node on {node}, not on loopback; "
                               "start a cluster yourself and pass its address")


@contextlib.contextmanager
def _lean():
    """While a local Ray starts: without the services that a search's actors do not use.

    ``ray.init`` starts, besides the control store and the node manager, an autoscaler monitor,
    a log monitor and an API server: a Python process each, which takes most of a CPU-second to
    import Ray, and the monitor takes a second to stop (it is killed after a second's grace).
    ``ray start`` leaves the first two out when asked (``--no-monitor``,
    ``--include-log-monitor=false``), ``ray.init`` does not take those switches; they are set
    here on Ray's own parameters (:class:`ray._private.parameter.RayParams`), and the API
    server, which serves the dashboard and job submission, is not started when the dashboard is
    not asked for. The log monitor stays when GRUNDY_RAY_LOG asks for the actors' output. Where
    Ray's internals differ from these names, Ray starts as it always does.

    Measured on a 2-core machine, Ray and two actors ready: 4.8-4.9 s and 6.5-7.0 CPU-seconds
    with every service, 2.8-3.8 s and 4.2-4.5 CPU-seconds without; stopping: 1.2-1.5 s against
    0.4 s.
    """
    try:
        from ray._private import node, parameter

        base_params, base_node = parameter.RayParams, node.Node
        params_fields = vars(base_params(include_dashboard=False))
    except Exception:  # another Ray: its internals are not these
        yield
        return
    if "no_monitor" not in params_fields or "include_log_monitor" not in params_fields \
            or not callable(getattr(base_node, "start_api_server", None)):
        yield
        return
    keep_logs = _verbose()

    class Params(base_params):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.no_monitor = True
            if not keep_logs:
                self.include_log_monitor = False

    class Node(base_node):
        def start_api_server(self, *, include_dashboard, **kwargs):
            if include_dashboard:
                super().start_api_server(include_dashboard=include_dashboard, **kwargs)

    parameter.RayParams, node.Node = Params, Node
    try:
        yield
    finally:
        parameter.RayParams, node.Node = base_params, base_node
