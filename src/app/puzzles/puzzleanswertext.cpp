// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzleanswertext.h"
#include "boarddocument.h"

#include <QStringList>

namespace ml
{

QString PuzzleAnswerText::kindName(PuzzleKind kind)
{
    switch (kind) {
    case PuzzleKind::FinalScores:
        return tr("Final scores");
    case PuzzleKind::TurnScores:
        return tr("Scores of the last move");
    case PuzzleKind::BestMove:
        return tr("Best move");
    case PuzzleKind::Free:
        break;
    }
    return tr("Free question");
}

QString PuzzleAnswerText::playerName(const Game &game, const QString &id)
{
    const int i = game.playerIndex(id);
    if (i < 0) return id;
    return BoardDocument::shownPlayerName(id, game.players()[i].name);
}

QString PuzzleAnswerText::points(const Game &game, const QMap<QString, int> &points)
{
    QStringList parts;
    for (const Player &p : game.players())
        parts << tr("%1 %2").arg(playerName(game, p.id)).arg(points.value(p.id));
    return parts.join(QStringLiteral(", "));
}

namespace
{

QString magicName(const QString &figure)
{
    return figure == u"witch" ? PuzzleAnswerText::tr("witch") : PuzzleAnswerText::tr("mage");
}

} // namespace

QString PuzzleAnswerText::move(const Move &m, const CellNames &cells)
{
    QString text = tr("%1 turned %2°", "cell, degrees").arg(cells.name(m.at)).arg(m.rot * 90);
    if (m.magic) {
        if (!m.magic->remove.isEmpty())
            text += tr(", %1 taken off the board").arg(magicName(m.magic->remove));
        else
            text += tr(", %1 to %2 %3", "magic figure, cell, location")
                        .arg(magicName(m.magic->figure), cells.name(m.magic->at), m.magic->on);
    }
    if (m.abbotReturn) {
        text += tr(", take the abbot back");
    } else if (!m.figure) {
        text += tr(", no figure");
    } else {
        const QString figure = m.figure->type == FigureType::Shepherd ? tr("shepherd")
                               : m.figure->type == FigureType::Abbot  ? tr("abbot")
                                                                      : tr("meeple");
        text += tr(", %1 on %2").arg(figure, m.figure->on);
    }
    if (m.flockAction == u"grow") text += tr(", then grow the flock");
    if (m.flockAction == u"stable") text += tr(", then drive the flock to the stable");
    return text;
}

QString PuzzleAnswerText::answer(const Game &game, const PuzzleAnswer &answer,
                                 const QString &language)
{
    switch (answer.kind) {
    case PuzzleKind::FinalScores:
        return points(game, answer.scores);
    case PuzzleKind::TurnScores:
        return points(game, answer.points);
    case PuzzleKind::BestMove: {
        // The moves go on the position asked about, which is the board file's last: named
        // as the view labels that board.
        const CellNames cells = CellNames::forBoard(game.board());
        QStringList lines{tr("Gain over the others: %1").arg(answer.gain)};
        for (const PuzzleMove &m : answer.best)
            lines << QStringLiteral("• ") + move(m.move, cells);
        return lines.join(u'\n');
    }
    case PuzzleKind::Free:
        break;
    }
    return answer.text.text(language);
}

} // namespace ml
