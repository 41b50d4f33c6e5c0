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

QString PuzzleAnswerText::move(const Move &m)
{
    QString text = tr("(%1, %2) turned %3°").arg(m.at.x).arg(m.at.y).arg(m.rot * 90);
    if (m.magic) {
        if (!m.magic->remove.isEmpty())
            text += tr(", %1 taken off the board").arg(magicName(m.magic->remove));
        else
            text += tr(", %1 to (%2, %3) %4")
                        .arg(magicName(m.magic->figure))
                        .arg(m.magic->at.x)
                        .arg(m.magic->at.y)
                        .arg(m.magic->on);
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
        QStringList lines{tr("Gain over the others: %1").arg(answer.gain)};
        for (const PuzzleMove &m : answer.best)
            lines << QStringLiteral("• ") + move(m.move);
        return lines.join(u'\n');
    }
    case PuzzleKind::Free:
        break;
    }
    return answer.text.text(language);
}

} // namespace ml
