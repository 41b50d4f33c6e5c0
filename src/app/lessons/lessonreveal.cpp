// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonreveal.h"

#include "eventtext.h"
#include "puzzleanswertext.h"
#include "puzzlefeedback.h"
#include "timeline.h"

using namespace Qt::StringLiterals;

namespace ml
{

namespace
{

// Every step of `steps` that scores, as the class should see it: the board before the
// figures go home, the feature tinted, the figures that decide ringed.
void addScorings(const Stepper &steps, const QList<int> &indices, QList<RevealStep> *out)
{
    const EventText words(steps);
    for (int i : indices) {
        RevealStep r;
        for (const ScoreEvent &e : steps.eventsOf(i))
            r.lines << words.summary(e);
        if (r.lines.isEmpty()) continue;
        r.game = steps.positionAt(i);
        if (!r.game) r.game = std::make_shared<const Game>(steps.gameAt(i));
        r.marks = steps.marks(i, false);
        out->append(r);
    }
}

} // namespace

QList<RevealStep> LessonReveal::steps(const LessonPage &page, const QString &lang)
{
    QList<RevealStep> out;
    if (!page.question || !page.question->answer) return out;
    const Puzzle &q = *page.question;
    const PuzzleAnswer &key = *q.answer;
    const BoardFile board = page.questionBoard();
    TimelineOptions asked;
    asked.finalScoring = TimelineOptions::FinalScoring::Never;
    const Timeline timeline = Timeline::build(board, {}, asked);
    const std::shared_ptr<const Game> before = timeline.replays() ? timeline.afterMoves() : nullptr;
    if (!before) {
        out.append({{tr("The engine cannot play this page's board, so it cannot explain the "
                        "answer.")},
                    nullptr,
                    {}});
        return out;
    }
    const QString answerLine =
        tr("Answer: %1")
            .arg(PuzzleAnswerText::answer(*before, key, lang).replace(u"\n"_s, u"; "_s));
    switch (q.kind) {
    case PuzzleKind::FinalScores:
    case PuzzleKind::TurnScores: {
        const QMap<QString, int> &typed =
            q.kind == PuzzleKind::FinalScores ? key.scores : key.points;
        const PuzzleFeedback fb = PuzzleFeedback::ofScores(timeline, q, key, typed);
        if (fb.solution) {
            QList<int> scoring;
            for (int i = 0; i < fb.solution->count(); ++i) {
                const Step &s = fb.solution->step(i);
                const bool asked = q.kind == PuzzleKind::FinalScores
                                       ? s.kind == Step::Kind::Final
                                       : s.move == fb.solution->moveCount() - 1;
                if (asked && s.eventCount > 0) scoring << i;
            }
            addScorings(*fb.solution, scoring, &out);
        }
        out.append({{answerLine}, nullptr, {}});
        break;
    }
    case PuzzleKind::BestMove: {
        if (key.best.isEmpty()) break;
        const PuzzleFeedback fb =
            PuzzleFeedback::ofMove(timeline, *before, q, key, key.best.front().move);
        RevealStep first{{answerLine}, nullptr, {}};
        if (fb.best && fb.best->steps && fb.best->steps->count() > 0) {
            const Stepper &steps = *fb.best->steps;
            first.game = steps.positionAt(steps.count() - 1);
            if (!first.game)
                first.game = std::make_shared<const Game>(steps.gameAt(steps.count() - 1));
            first.marks.placedTile = key.best.front().move.at;
            out.append(first);
            addScorings(steps, fb.best->scorings, &out);
        } else {
            out.append(first);
        }
        break;
    }
    case PuzzleKind::Free:
        out.append({{key.text.text(lang)}, nullptr, {}});
        break;
    }
    const QString explanation = q.explanation.text(lang);
    if (!explanation.isEmpty()) out.last().lines << explanation;
    return out;
}

} // namespace ml
