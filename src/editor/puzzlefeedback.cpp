// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlefeedback.h"

#include "puzzlesearch.h"
#include "refusaltext.h"
#include "timeline.h"

namespace ml
{

namespace
{

// The steps of `board` played from the start; null (with the refusal in the interface's
// words) when a move or the end is refused, which for an answer's own board means the key
// is broken.
std::shared_ptr<Stepper> stepsOf(const BoardFile &board, QString *problem)
{
    auto steps = std::make_shared<Stepper>();
    if (!steps->setTimeline(Timeline::build(board)) || steps->errorMove() >= 0 ||
        steps->endRefused()) {
        *problem = RefusalText(steps->players()).fileError(steps->error());
        return nullptr;
    }
    return steps;
}

// Whether step `index` belongs to the part of the board the puzzle asks about.
bool inQuestion(const Step &step, int firstMove)
{
    return firstMove >= 0 ? step.move == firstMove : step.kind == Step::Kind::Final;
}

// The players a scoring step concerns: whoever gains or loses points in it, and whoever
// has a figure on a scored feature (a loser of the majority scores nothing but took part).
QStringList involvedIn(const Stepper &steps, int index)
{
    QStringList ids;
    const QMap<QString, int> points = steps.pointsOf(index);
    for (auto it = points.cbegin(); it != points.cend(); ++it)
        if (it.value() != 0) ids << it.key();
    const QList<int> figures = steps.decidingFigures(index);
    if (!figures.isEmpty()) {
        const Game game = steps.gameAt(index);
        for (int f : figures) {
            const int owner = game.figures().value(f).player;
            if (owner >= 0 && owner < steps.players().size()) ids << steps.players()[owner].id;
        }
    }
    return ids;
}

// `move` played as the puzzle's next move, with its steps; empty when the board refuses it.
std::optional<PuzzleFeedback::Play> play(const BoardFile &file, const Game &before,
                                         const Puzzle &puzzle, const PuzzleAnswer &key,
                                         const Move &move)
{
    const std::optional<QMap<QString, int>> points = turnPoints(before, move);
    if (!points) return std::nullopt;
    PuzzleFeedback::Play out;
    out.move = move;
    out.points = *points;
    out.gain = gainOf(*points, move.player, before);
    // solutionBoard() plays the key's first best move: hand it this one.
    PuzzleAnswer one = key;
    one.best = {PuzzleMove{move, {}}};
    FileError error;
    out.board = solutionBoard(file, puzzle, one, &out.firstMove, &error);
    QString problem;
    if (out.board) out.steps = stepsOf(*out.board, &problem);
    if (out.steps)
        for (int i = 0; i < out.steps->count(); ++i)
            if (inQuestion(out.steps->step(i), out.firstMove) && out.steps->step(i).eventCount > 0)
                out.scorings << i;
    return out;
}

} // namespace

PuzzleFeedback PuzzleFeedback::ofScores(const Timeline &played, const Puzzle &puzzle,
                                        const PuzzleAnswer &key, const QMap<QString, int> &answered)
{
    const BoardFile &file = played.file();
    PuzzleFeedback fb;
    fb.kind = puzzle.kind;
    fb.cells = CellNames::forTimeline(played);
    const QMap<QString, int> &right =
        puzzle.kind == PuzzleKind::FinalScores ? key.scores : key.points;
    int firstMove = -1;
    FileError error;
    const std::optional<BoardFile> board = solutionBoard(file, puzzle, key, &firstMove, &error);
    if (board)
        fb.solution = stepsOf(*board, &fb.solutionProblem);
    else
        fb.solutionProblem = RefusalText().fileError(error);
    // The players as the board sets them up, also when the solution does not play.
    if (fb.solution) {
        fb.players = fb.solution->players();
    } else if (played.isSetUp()) {
        fb.players = played.setUp()->players();
    }

    QMap<QString, int> before;
    if (fb.solution && puzzle.kind == PuzzleKind::FinalScores)
        for (int i = 0; i < fb.solution->count(); ++i)
            if (fb.solution->step(i).kind == Step::Kind::Final) {
                before = fb.solution->totalsAt(i - 1);
                break;
            }
    QStringList missed;
    for (const Player &p : fb.players)
        if (answered.value(p.id) != right.value(p.id)) {
            fb.misses << Miss{p.id, answered.value(p.id), right.value(p.id), before.value(p.id)};
            missed << p.id;
        }
    fb.verdict = fb.misses.isEmpty() ? Verdict::Right : Verdict::Wrong;
    if (!fb.solution) return fb;

    for (int i = 0; i < fb.solution->count(); ++i) {
        const Step &s = fb.solution->step(i);
        if (!inQuestion(s, firstMove) || s.eventCount == 0) continue;
        const QStringList involved = involvedIn(*fb.solution, i);
        Scoring scoring{i, {}};
        for (const QString &id : std::as_const(missed))
            if (involved.contains(id)) scoring.players << id;
        if (!scoring.players.isEmpty()) fb.scorings << scoring;
    }
    return fb;
}

PuzzleFeedback PuzzleFeedback::ofMove(const Timeline &played, const Game &before,
                                      const Puzzle &puzzle, const PuzzleAnswer &key,
                                      const Move &move)
{
    const BoardFile &file = played.file();
    PuzzleFeedback fb;
    fb.kind = puzzle.kind;
    fb.cells = CellNames::forTimeline(played);
    fb.players = before.players();
    if (!key.best.isEmpty()) fb.best = play(file, before, puzzle, key, key.best.constFirst().move);

    QString why;
    const QString mine = moveKey(before, move, &why);
    RuleError refused;
    if (mine.isEmpty() || !turnPoints(before, move, &refused)) {
        fb.verdict = Verdict::Impossible;
        fb.refusal = mine.isEmpty() ? why : RefusalText(before.players()).withRule(refused);
        return fb;
    }
    fb.yours = play(file, before, puzzle, key, move);
    fb.verdict = Verdict::Wrong;
    for (const PuzzleMove &m : key.best)
        if (moveKey(before, m.move, &why) == mine) fb.verdict = Verdict::Right;
    return fb;
}

} // namespace ml
