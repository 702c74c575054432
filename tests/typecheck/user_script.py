"""A script that uses grundy the way a user writes one: it imports every public name of the
package, calls many of them and writes out the types of their results.

tests/test_typing.py checks it with ``mypy --strict`` and pyright (strict mode), which must
report nothing, and runs it. pytest does not collect it (pyproject.toml's norecursedirs).
"""

import os
import tempfile
from collections.abc import Hashable, Iterable

import numpy as np
import numpy.typing as npt

import grundy
import grundy.heaps
from grundy import (
    NIM_LOG_GENERATOR,
    TWINS,
    ArcKayles,
    CannibalClobber,
    Chomp,
    Clobber,
    CoinGame,
    CoinMove,
    CompoundSolver,
    Cram,
    CSRGraph,
    GallaiEdmonds,
    GameSolver,
    Genus,
    GeographyStrategy,
    GrundyError,
    HackenbushAnalysis,
    HeapMove,
    HeapRules,
    HeapRuleset,
    InfiniteQuotientError,
    InputFormatError,
    InvalidGameError,
    LoopyGameError,
    LoopyGraphValues,
    LoopyValue,
    MisereGame,
    MisereMove,
    MisereQuotient,
    Multigraph,
    Nimber,
    NimberSearch,
    NimberZeroDivisionError,
    NodeKayles,
    NoGo,
    OctalGame,
    PlacementGame,
    OctalMove,
    Outcome,
    Periodicity,
    PromisesAnalysis,
    ResourceLimitError,
    SimpleGraph,
    Sprouts,
    SingularMatrixError,
    Spawning,
    SubtractionGame,
    Sum,
    TakeAndBreak,
    TartanProduct,
    TBCode,
    TimeLimitError,
    TokenMove,
    TokensAnalysis,
    analyze_hackenbush,
    analyze_tokens,
    arc_kayles_value,
    as_digraph,
    as_multigraph,
    as_simple_graph,
    card_geography,
    compound_outcome,
    compound_winning_moves,
    count_edge_subsets_first_player_wins,
    count_misere_fibonacci_wins,
    dag_grundy,
    election_promises,
    fibonacci_nim_outcome,
    fibonacci_nim_winning_move,
    flip_two_value,
    flip_two_winning_move,
    gallai_edmonds,
    geography_move,
    geography_strategy,
    geography_wins,
    grundy_value,
    hackenbush_hanging_values,
    hackenbush_part_values,
    hackenbush_sum_winning_cuts,
    hackenbush_value,
    hackenbush_winning_cuts,
    load_octal_state,
    load_state,
    loopy_grundy,
    loopy_values,
    maximum_matching,
    mex,
    misere_quotient,
    moore_nim_outcome,
    moore_nim_winning_move,
    nim_det,
    nim_div,
    nim_divide,
    nim_inv,
    nim_inverse,
    nim_log,
    nim_matrix_inverse,
    nim_mul,
    nim_multiply,
    nim_outcome,
    nim_pow,
    nim_power,
    nim_quadratic_root,
    nim_rank,
    nim_solve,
    nim_sqrt,
    nim_square_root,
    nim_value,
    nim_winning_moves,
    node_kayles_value,
    octal_certificate,
    octal_values,
    outcome,
    paper_outcome,
    paper_table,
    paper_value,
    paper_winning_cuts,
    parse_octal_code,
    rectangle_value,
    rectangle_winning_move,
    save_octal_state,
    save_state,
    staircase_outcome,
    staircase_value,
    staircase_winning_moves,
    subtraction_certificate,
    subtraction_values,
    sum_outcome,
    remoteness,
    sum_value,
    suspense,
    sum_winning_moves,
    takebreak_values,
    tartan_value,
    wythoff_options,
    wythoff_outcome,
    wythoff_p_position,
    wythoff_partner,
    wythoff_winning_moves,
    winning_moves,
    zeckendorf,
)
from grundy.graphbase import explore
from grundy.misere import InfiniteQuotient, quotient_period
from grundy.nimbers import nim_mul as nimber_product

Cell = tuple[int, int]
PATH = [[0, 1], [1, 2], [2, 3], [3, 4]]  # a path of 5 vertices, as a list of edges


def take_1_3_4(n: int) -> list[int]:
    """The subtraction game {1, 3, 4}."""
    return [n - k for k in (1, 3, 4) if k <= n]


def split(n: int) -> list[Sum]:
    """Grundy's game: a heap splits into two unequal heaps."""
    return [Sum(a, n - a) for a in range(1, (n + 1) // 2)]


def user_defined_games() -> None:
    solver = GameSolver(take_1_3_4, progress=False)
    g: int = solver.value(10)
    wins: list[int] = solver.winning_moves(6)
    first: Outcome = solver.outcome(7)
    assert (g, wins, first) == (1, [2], Outcome.P)
    assert grundy_value(10, lambda n: [n - k for k in (1, 2) if k <= n]) == 1
    assert grundy.grundy_value(7, split) == 0 and winning_moves(7, split) == []
    assert outcome(9, take_1_3_4) is Outcome.P and mex([0, 1, 3]) == 2
    total: int = sum_value([4, 5], take_1_3_4)
    sum_wins: list[tuple[int, object]] = sum_winning_moves([4, 5], [take_1_3_4, take_1_3_4])
    assert total == 1 and sum_wins == [(1, 4)]
    values: dict[int, LoopyValue] = loopy_values(2, lambda n: [n - 1] if n else [])
    assert sum_outcome([values[2], LoopyValue(1)]) is Outcome.N
    assert explore(3, take_1_3_4).n == 4
    far: int = remoteness(7, take_1_3_4)
    slow: int = suspense(7, take_1_3_4, misere=True)
    both: Outcome = compound_outcome([4, 5], take_1_3_4, "conjunctive")
    conj: list[tuple[int, ...]] = compound_winning_moves([4, 5], take_1_3_4, "selective")
    kept: int = CompoundSolver(take_1_3_4).remoteness(9)
    assert (far, slow, both, conj, kept) == (4, 2, Outcome.N, [(0, 2)], 6)


def graph_games() -> None:
    tokens: TokensAnalysis = analyze_tokens(PATH, [0, 1])
    move: TokenMove | None = tokens.move
    assert tokens.outcome is Outcome.N and move is not None
    dag: npt.NDArray[np.int64] = dag_grundy(PATH)
    loopy: LoopyGraphValues = loopy_grundy([[0, 1], [1, 0], [1, 2]])
    assert dag.tolist() == [0, 1, 0, 1, 0] and loopy.value(0).is_finite
    promises: PromisesAnalysis = election_promises([[0, 1], [2, 3]], [2, 1, 1, 5])
    assert promises.outcome is Outcome.N
    assert count_edge_subsets_first_player_wins(PATH, 0, 1) > 0
    csr = CSRGraph(indptr=np.array([0, 1, 2, 2]), indices=np.array([1, 2]))  # 0 -> 1 -> 2
    assert dag_grundy(csr).tolist() == [0, 1, 0] and as_digraph(csr).n == 3
    multigraph: Multigraph = as_multigraph(PATH)
    simple: SimpleGraph = grundy.as_simple_graph(PATH)
    assert multigraph.num_edges == len(simple.edges()) == 4

    triangle = [[0, 1], [1, 2], [2, 0]]
    analysis: HackenbushAnalysis = analyze_hackenbush(triangle)
    assert analysis.value == hackenbush_value(triangle) == 1
    cuts: list[tuple[int, int]] = hackenbush_sum_winning_cuts([triangle, PATH])
    assert hackenbush_winning_cuts(triangle).tolist() == [1] and cuts
    assert hackenbush_hanging_values(PATH).shape == (5,)
    assert hackenbush_part_values([[0, 1], [2, 3]], [0, 2]).tolist() == [1, 1]

    matching: GallaiEdmonds = gallai_edmonds(PATH)
    assert matching.size == 2 and maximum_matching(PATH).shape == (5,)
    strategy: GeographyStrategy = geography_strategy(PATH, 1)
    reply: Hashable | None = geography_move(PATH, [1])
    assert strategy.outcome is Outcome.N and reply is not None
    assert geography_wins(as_simple_graph(PATH)).tolist() == [False, True, False, True, False]
    assert card_geography([[1, 1], [2, 2]], [[1, 2]])[1].tolist() == [True]


def heap_games() -> None:
    v: int = grundy.OctalGame("0.07").value(10)
    kayles = OctalGame("0.77")
    moves: list[OctalMove] = kayles.winning_moves([3, 5])
    big: OctalMove | None = kayles.winning_move([10**30, 7])
    table: list[int] = kayles.values(12).tolist()
    certificate: Periodicity = kayles.certificate()
    assert v == 3 and len(moves) == 2 and big is not None and table[11] == 6
    assert certificate.period == 12 and octal_certificate("0.07").found
    assert OctalGame("0.137").digits == (0, 1, 3, 7) and takebreak_values(".6", 4).tolist()[3] == 2
    # Second names, kept (they warn when called) until the next release.
    old_names: tuple[object, ...] = (parse_octal_code, octal_values, save_octal_state,
                                     load_octal_state)
    assert all(callable(f) for f in old_names)
    heap_move: HeapMove | None = TakeAndBreak("0.77").winning_move([3, 5])
    assert heap_move is not None and takebreak_values("0.77", 4).tolist() == [0, 1, 2, 3]
    assert TBCode.parse("0.07").is_octal
    ruleset = HeapRuleset(lambda n: [(a, n - a) for a in range(1, (n + 1) // 2)])
    # HeapRules: what TakeAndBreak, OctalGame and HeapRuleset all answer.
    games: list[HeapRules] = [TakeAndBreak("4!.0"), OctalGame("0.77"), ruleset]
    first_moves: list[HeapMove | None] = [game.winning_move([5, 2]) for game in games]
    assert [game.value(5) for game in games] == [2, 4, 2] and None not in first_moves
    assert ruleset.value(5) == 2
    subtraction = SubtractionGame([1, 2, 3])
    assert subtraction.value(6) == 2 and subtraction_values([1, 2], 4).tolist() == [0, 1, 2, 0]
    assert subtraction_certificate([1, 2]).period == 3
    assert isinstance(grundy.heaps.OctalGame("0.07"), TakeAndBreak)

    heaps = [3, 4, 5]
    assert nim_value(heaps) == 2 and nim_outcome(heaps, misere=True) is Outcome.N
    nim_moves: list[tuple[int, int]] = nim_winning_moves(heaps)
    moore: tuple[int, ...] | None = moore_nim_winning_move(heaps, 2)
    assert nim_moves == [(0, 1)] and moore_nim_outcome(heaps, 2) is Outcome.N and moore
    assert staircase_value([1, 2, 3]) == 2 and staircase_outcome([1, 1]) is Outcome.N
    assert staircase_winning_moves([1, 2, 3])
    p_position: tuple[int, int] = wythoff_p_position(3)
    assert p_position == (4, 7) and wythoff_partner(4) == 7
    assert wythoff_outcome(4, 7) is Outcome.P and wythoff_winning_moves(4, 8)
    options: list[tuple[int, int]] = wythoff_options(1, 1)
    assert options == [(0, 1), (1, 0), (0, 0)]
    fib: list[int] = zeckendorf(20)
    take: int | None = fibonacci_nim_winning_move(20, 19)
    assert fib == [13, 5, 2] and take == 2 and fibonacci_nim_outcome(20, 19) is Outcome.N
    assert count_misere_fibonacci_wins(5, 1) == 2
    assert paper_value(2, 3) == 0 and paper_outcome(2, 2) is Outcome.P
    paper_cuts: list[tuple[tuple[int, int], tuple[int, int]]] = paper_winning_cuts(4, 5)
    assert paper_cuts and paper_table(4, 4).shape == (5, 5)


def misere_play() -> None:
    quotient: MisereQuotient = misere_quotient("0.75", 12, progress=False)
    reply: MisereMove | None = quotient.winning_move([1, 2, 3])
    assert quotient.order == 8 and reply is not None and reply.heap == 2
    game = MisereGame(take_1_3_4)
    genus: Genus = game.genus(4)
    assert game.outcome(1) is Outcome.P and str(genus)
    assert Genus(0, [1, 2, 0]).is_tame
    # the elements of heaps 0..10 in a quotient, periodic from heap 3 with period 2
    elements = np.array([0, 1, 2, 3, 4, 3, 4, 3, 4, 3, 4])
    period: tuple[int, int] | None = quotient_period(elements, 3, 1)
    assert period is not None
    assert misere_outcome("0.75", [1, 2, 3]) is Outcome.N


def misere_outcome(code: str, heaps: list[int]) -> Outcome:
    """The misère outcome of a sum of heaps of an octal game, from its quotient or from the
    proof that the quotient is infinite."""
    try:
        return misere_quotient(code, max(heaps), progress=False).outcome(heaps)
    except InfiniteQuotientError as error:
        proof: InfiniteQuotient = error.proof
        return Outcome.P if proof.is_p(heaps) else Outcome.N


def search() -> None:
    cram = Cram(3, 4, base=0, progress=False)
    domino: tuple[Cell, Cell] | None = cram.winning_move()
    assert cram.value() == 1 and domino == ((1, 1), (1, 2))
    kayles = NodeKayles(PATH, progress=False)
    vertex: Hashable | None = kayles.winning_move()
    assert kayles.value() == 3 and vertex == 2
    assert node_kayles_value(PATH, progress=False) == 3
    edge: tuple[Hashable, Hashable] | None = ArcKayles(PATH[:3], progress=False).winning_move()
    assert arc_kayles_value(PATH[:3], progress=False) == 2 and edge == (1, 2)
    placement = PlacementGame([({0, 1}, {0, 1}), ({1, 2}, {1, 2})], progress=False)
    index: int | None = placement.winning_move()
    moves: list[int] = placement.winning_moves(placement.start)
    assert placement.value() == 1 and index == 0 and moves == [0, 1]
    clobber = Clobber("XOX|OXO|XOX", progress=False)
    take: tuple[tuple[int, int], tuple[int, int]] | None = clobber.winning_move()
    assert clobber.value() == 1 and take == ((0, 0), (0, 1))
    assert CannibalClobber("XXX", progress=False).value() == 2
    nogo = NoGo("....", progress=False)
    stone: tuple[int, int, str] | None = nogo.winning_move()
    assert nogo.value() == 1 and stone == (0, 0, "X")
    chomp = Chomp(3, 4, progress=False)
    square: tuple[int, int] | None = chomp.winning_move()
    assert chomp.value() == 9 and square == (1, 2) and chomp.rectangle_values().shape == (3, 4)
    sprouts = Sprouts("0*3", progress=False)
    after: str | None = sprouts.winning_move()
    options: list[str] = sprouts.options()
    assert sprouts.value() == 1 and after in sprouts.winning_moves() and sprouts.outcome() == "N"
    assert len(options) == 3 and Sprouts(2, progress=False).winning_move() is None

    def two_heaps(position: tuple[int, ...]) -> Iterable[tuple[int, ...]]:
        for i, h in enumerate(position):
            for k in (1, 2, 3):
                if k <= h:
                    yield tuple(sorted(position[:i] + (h - k,) + position[i + 1:]))

    engine = NimberSearch(two_heaps, components=lambda position: [(h,) for h in position],
                          progress=False)
    assert engine.value((5, 6)) == 3 and engine.winning_move((5, 6)) == (2, 6)


def nimbers() -> None:
    product: int = grundy.nim_mul(3, 5)
    assert product == nimber_product(3, 5) == 15
    a, b = Nimber(3141), Nimber(5926)
    c: Nimber = a * b / b
    assert c == a and Nimber(2) ** 2 == 3
    assert nim_div(nim_mul(7, 9), 9) == 7 and nim_mul(nim_inv(8), 8) == 1 == nim_pow(2, 3)
    assert nim_mul(nim_sqrt(6), nim_sqrt(6)) == 6 and nim_log(NIM_LOG_GENERATOR) == 1
    root: int | None = nim_quadratic_root(2)
    assert root is None or nim_mul(root, root) ^ root == 2
    x = np.arange(1, 5, dtype=np.uint64)
    assert (nim_divide(nim_multiply(x, x), x) == x).all()
    assert (nim_multiply(nim_inverse(x), x) == 1).all()
    assert (nim_square_root(nim_power(x, np.uint64(2))) == x).all()
    matrix = [[2, 3], [1, 1]]
    det: int = nim_det(matrix)
    inverse: npt.NDArray[np.uint64] = nim_matrix_inverse(matrix)
    assert det == 1 and nim_rank(matrix) == 2 and inverse.shape == (2, 2)
    assert nim_solve(matrix, [1, 0]).shape == (2,)

    ruler = CoinGame(lambda x: [range(a, x) for a in range(1, x + 1)])
    coin_move: CoinMove | None = ruler.winning_move([3, 5, 6])
    assert ruler.value(4) == 4 and coin_move is not None
    corners = TartanProduct(TWINS, TWINS)
    assert corners.value(2, 3) == tartan_value([(2, 3)], lambda x: x, lambda y: y) == 1
    assert rectangle_value([(2, 2), (3, 1)]) == 0 and rectangle_winning_move([(2, 2)])
    assert flip_two_value([(1, 2)]) == 3 and flip_two_winning_move([(1, 2)]) is not None
    assert Spawning("1-3").values(4).tolist() == [1, 2, 4, 7]


def errors(tmp: str) -> None:
    game = OctalGame("0.07")
    game.values(100)
    save_state(tmp, game)
    loaded: TakeAndBreak = load_state(tmp)
    assert loaded.computed >= 100
    failures: tuple[type[GrundyError], ...] = (
        InputFormatError, InvalidGameError, LoopyGameError, NimberZeroDivisionError,
        ResourceLimitError, SingularMatrixError, TimeLimitError,
    )
    try:
        nim_div(1, 0)
        raise AssertionError("nim_div(1, 0) returned")
    except failures as error:
        assert isinstance(error, NimberZeroDivisionError)
    try:
        grundy_value(0, lambda n: [1 - n])  # 0 -> 1 -> 0: play need not end
        raise AssertionError("grundy_value returned on a loopy game")
    except LoopyGameError as error:
        assert isinstance(error, GrundyError)


def main() -> None:
    version: str = grundy.__version__
    assert version
    user_defined_games()
    graph_games()
    heap_games()
    misere_play()
    search()
    nimbers()
    with tempfile.TemporaryDirectory() as tmp:
        errors(os.path.join(tmp, "state.npz"))
    print("ok")


if __name__ == "__main__":
    main()
