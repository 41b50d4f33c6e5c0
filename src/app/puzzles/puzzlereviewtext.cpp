// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlereviewtext.h"

#include "puzzleanswertext.h"
#include "puzzlesearch.h"
#include "ruleoptions.h"

#include <QStringList>

namespace ml
{

QList<Move> PuzzleReviewText::distinctBest(const Game &before, const PuzzleAnswer &answer)
{
    QStringList keys;
    QList<Move> moves;
    for (const PuzzleMove &m : answer.best) {
        QString why;
        QString key = moveKey(before, m.move, &why);
        if (key.isEmpty()) key = puzzleMoveText(m.move);
        if (keys.contains(key)) continue;
        keys << key;
        moves << m.move;
    }
    return moves;
}

QString PuzzleReviewText::sharedBest(const Game &before, const PuzzleAnswer &answer)
{
    const QList<Move> moves = distinctBest(before, answer);
    if (moves.size() < 2) return {};
    QStringList lines{
        tr("%n moves share the best gain of %1:", nullptr, int(moves.size())).arg(answer.gain)};
    for (const Move &m : moves)
        lines << QStringLiteral("• ") + PuzzleAnswerText::move(m);
    return lines.join(u'\n');
}

namespace
{

// One answer in a line: scores as the key shows them, a best move as its gain and moves.
QString answerLine(const Game &before, const PuzzleAnswer &answer)
{
    if (answer.kind != PuzzleKind::BestMove)
        return PuzzleAnswerText::answer(before, answer, QStringLiteral("en"));
    QStringList moves;
    for (const Move &m : PuzzleReviewText::distinctBest(before, answer))
        moves << PuzzleAnswerText::move(m);
    return PuzzleReviewText::tr("gain %1 by %2").arg(answer.gain).arg(moves.join(u"; "));
}

} // namespace

QString PuzzleReviewText::readings(const Game &before, const PuzzleAnswer &answer,
                                   const PuzzleReview &review)
{
    if (review.dependsOn.isEmpty()) return {};
    // The option names stay as the file spells them: the question should quote the reading.
    QStringList changed;
    for (const OptionDependence &d : review.dependsOn)
        if (!changed.contains(d.option)) changed << d.option;
    QStringList own;
    for (const QString &key : changed)
        own << QStringLiteral("%1: %2").arg(key, before.options().value(key));
    QStringList lines{tr("The answer depends on how the rules are read:"),
                      tr("• this board (%1): %2").arg(own.join(u", "), answerLine(before, answer))};
    for (const OptionDependence &d : review.dependsOn) {
        const QString result = d.computed ? answerLine(before, *d.computed)
                                          : tr("no answer (the moves are not legal then)");
        lines << tr("• %1: %2: %3").arg(d.option, d.value, result);
    }
    lines << tr(
        "Such a puzzle is fine to write, but the question should then name the reading it uses.");
    return lines.join(u'\n');
}

} // namespace ml
