"""The pure parts of benchmarks/screen_reader.py (issue 35): reading Orca's debug log, the game's and the
listener's logs, and counting the game's sentences heard once, in order. The benchmark itself needs Orca
and a desktop's accessibility stack and is run by hand; its figures are in the README and closing notes."""

from __future__ import annotations

from tests.packaging import ROOT, load_script

bench = load_script(ROOT / "benchmarks" / "screen_reader.py", "belote_benchmarks_screen_reader")

# Lines as Orca 43.1 writes them with --debug-file (copied from a run, the voice settings shortened).
ORCA_LOG = """\
23:46:03.776375 - SPEECH: Last spoke 3.3710 seconds ago
23:46:03.776442 - SPEECH OUTPUT: 'Deal 1, dealt by Right. Turned up: the ace of clubs.'{'established': False}
23:46:03.915064 - SPEECH OUTPUT: 'Your turn to bid.'{'established': False}
23:46:13.494247 - SPEECH OUTPUT: 'jack of spades push button.'{'established': False}
23:46:14.212192 - SPEECH OUTPUT: 'return ' voice=system{'established': False, 'family': {'name': 'x'}}
23:46:15.039335 - SPEECH OUTPUT: 'Left plays the ace of clubs.'{'established': False}
23:46:15.951523 - EVENT MANAGER: object:state-changed:showing for [notification | It's 'quoted'.]
23:46:15.951999 - SPEECH OUTPUT: 'It's 'quoted'.'{'established': False}
"""


def said(*pairs: str) -> list:
    return [bench.Said(pairs[i], pairs[i + 1]) for i in range(0, len(pairs), 2)]


def test_orcas_speech_is_read_from_its_debug_log() -> None:
    assert bench.parse_orca_log(ORCA_LOG) == [
        "Deal 1, dealt by Right. Turned up: the ace of clubs.", "Your turn to bid.", "jack of spades push button.",
        "return ", "Left plays the ace of clubs.", "It's 'quoted'."]


def test_the_games_log_holds_its_sentences_the_way_each_went_and_the_turns() -> None:
    log = bench.parse_game_log("1.0\tSTART\tclassic\ten\tauto\n"
                               "1.1\tSAY\tbid\tLeft passes.\n"
                               "1.2\tSENT\tnotice\tLeft passes.\n"
                               "1.3\tTURN\tbid\n"
                               "1.4\tSAY\tother\tMove taken back.\n")
    assert log.said == said("bid", "Left passes.", "other", "Move taken back.")
    assert log.sent == [("notice", "Left passes.")]
    assert log.events == ["START classic en auto", "TURN bid"]


def test_sentences_heard_in_order_among_other_speech() -> None:
    figures = bench.match(["A.", "B.", "C."], ["frame.", "A.", "push button.", "B.", "C."])
    assert (figures.said, figures.heard, figures.in_order, figures.duplicates) == (3, 3, 3, 0)
    assert figures.share == 1.0 and figures.missing == []


def test_a_sentence_missing_or_out_of_order_is_not_counted_in_order() -> None:
    figures = bench.match(["A.", "B.", "C.", "D."], ["B.", "A.", "C."])
    assert (figures.heard, figures.in_order) == (3, 2)  # B before A: one of them is out of order
    assert figures.missing == ["B.", "D."]
    assert figures.share == 0.5


def test_a_sentence_said_twice_by_the_game_is_wanted_twice_and_heard_thrice_is_a_duplicate() -> None:
    turn = "Your turn. Cards you can play: 1."
    figures = bench.match([turn, "A.", turn], [turn, "A.", turn, turn])
    assert (figures.said, figures.heard, figures.in_order, figures.duplicates) == (3, 3, 3, 1)


def test_figures_by_kind_count_the_issues_kinds_apart_from_the_rest() -> None:
    game = said("deal", "Deal 1.", "bid", "Left passes.", "card", "Left plays the ace.", "belote",
                "Partner plays the king. Belote!", "turn", "Your turn.")
    out = bench.figures_by_kind(game, ["Deal 1.", "Left passes.", "Partner plays the king. Belote!", "Your turn."])
    assert (out["all"].said, out["all"].in_order) == (5, 4)
    assert (out["game"].said, out["game"].in_order) == (3, 2)
    assert out["card"].missing == ["Left plays the ace."]
    assert "trick" not in out  # no trick was said: no line for it


def test_a_sentence_that_arrived_both_ways_is_a_double() -> None:
    received = [("announcement", "A."), ("notice", "B."), ("notice", "A."), ("announcement", "C.")]
    assert bench.both_ways(received) == 1
    assert bench.parse_listener_log("1.0\tlistening\t\n2.0\tnotice\tB.\n3.0\tannouncement\tA.\n") == [
        ("notice", "B."), ("announcement", "A.")]


def test_klaverjas_kinds_count_among_the_games_and_the_tables_answers_apart() -> None:
    game = said("bid", "Left: I play hearts.", "contract", "The contract is hearts by Left.", "roem",
                "Roem 50 for Left.", "stuk", "Stuk for Partner.", "nat", "Left and Right went nat.", "query",
                "No contract yet.", "recall", "Deal 1, dealt by Right.")
    heard = ["Left: I play hearts.", "The contract is hearts by Left.", "Roem 50 for Left.",
             "Left and Right went nat.", "No contract yet."]
    out = bench.figures_by_kind(game, heard)
    assert (out["game"].said, out["game"].in_order) == (5, 4)  # the answers are not the game's events
    assert out["stuk"].missing == ["Stuk for Partner."]
    assert (out["roem"].in_order, out["nat"].in_order, out["query"].in_order) == (1, 1, 1)
    assert out["recall"].missing == ["Deal 1, dealt by Right."]
    assert bench.answers(game, heard) == [("No contract yet.", True), ("Deal 1, dealt by Right.", False)]


def test_a_run_of_several_deals_is_finished_at_its_last_deal() -> None:
    log = bench.parse_game_log("1.0\tSTART\tamsterdams\ten\tauto\n1.1\tDEAL_END\t1\n")
    assert bench.finished(log, 1) and not bench.finished(log, 2)
    assert bench.finished(bench.parse_game_log("1.0\tDEAL_END\t1\n2.0\tDEAL_END\t2\n"), 2)


def test_the_game_recorder_tells_roem_from_stuk_and_nat_and_pit_from_a_made_deal() -> None:
    from types import SimpleNamespace

    game = load_script(ROOT / "benchmarks" / "screen_reader_game.py", "belote_benchmarks_screen_reader_game")
    recorder = game.Recorder(None)
    words = recorder.roem_words(lambda roem: f"words {roem.run} {roem.four} {roem.stuk}")
    roem = recorder.roem(lambda winner, text, caller, names: f"{text} for {winner}.")
    for run, stuk, kind in ((50, False, "roem"), (0, True, "stuk"), (20, True, "roem")):
        text = roem(1, words(SimpleNamespace(run=run, four=0, stuk=stuk)), None, {})
        assert recorder.kinds[text] == kind
    result = recorder.result(lambda score, *rest: str(vars(score)))
    for made, pit, kind in ((True, None, "result"), (False, None, "nat"), (True, 0, "pit")):
        assert recorder.kinds[result(SimpleNamespace(made=made, pit=pit))] == kind
    assert recorder.kinds[result(SimpleNamespace(made=False))] == "result"  # belote's: a contract that fails
