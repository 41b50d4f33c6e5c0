// SPDX-License-Identifier: GPL-3.0-or-later
// A board file's puzzle as a printed sheet shows it: the position the solver sees and the
// answer key in words, in the sheet's language (which need not be the program's: the
// command-line tool has none, and the desktop may print in Dutch from an English window).
#include "puzzle.h"
#include "picturetext.h"
#include "puzzleposition.h"
#include "puzzlesheet.h"
#include "timeline.h"

#include <QStringList>

namespace ml
{

namespace
{

QString sheetText(const char *source, const QString &lang)
{
    return textIn("PuzzleSheet", source, lang);
}

// The seat colours' names, for players the file gives no name (most puzzles).
QString playerName(const Player &player, const QString &lang)
{
    static const char *const colours[][2] = {
        {"red", QT_TRANSLATE_NOOP("PuzzleSheet", "Red")},
        {"blue", QT_TRANSLATE_NOOP("PuzzleSheet", "Blue")},
        {"green", QT_TRANSLATE_NOOP("PuzzleSheet", "Green")},
        {"yellow", QT_TRANSLATE_NOOP("PuzzleSheet", "Yellow")},
        {"black", QT_TRANSLATE_NOOP("PuzzleSheet", "Black")},
        {"pink", QT_TRANSLATE_NOOP("PuzzleSheet", "Pink")},
    };
    if (!player.name.isEmpty()) return player.name;
    for (const auto &colour : colours)
        if (player.id == QLatin1String(colour[0])) return sheetText(colour[1], lang);
    return player.id;
}

// "Red 12, Blue 0": every player in seating order, 0 for one the key leaves out.
QString pointsText(const QMap<QString, int> &points, const Game &game, const QString &lang)
{
    QStringList parts;
    for (const Player &p : game.players())
        parts << QStringLiteral("%1 %2").arg(playerName(p, lang)).arg(points.value(p.id));
    return parts.join(QStringLiteral(", "));
}

QString figureName(FigureType type, const QString &lang)
{
    switch (type) {
    case FigureType::Shepherd:
        return sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "shepherd"), lang);
    case FigureType::Mage:
        return sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "mage"), lang);
    case FigureType::Witch:
        return sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "witch"), lang);
    case FigureType::Abbot:
        return sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "abbot"), lang);
    case FigureType::LargeMeeple:
        return sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "large meeple"), lang);
    case FigureType::Builder:
        return sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "builder"), lang);
    case FigureType::Pig:
        return sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "pig"), lang);
    case FigureType::Meeple:
        break;
    }
    return sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "meeple"), lang);
}

QString magicName(const QString &figure, const QString &lang)
{
    return figureName(figure == u"witch" ? FigureType::Witch : FigureType::Mage, lang);
}

// "tile K at (1, 2) turned 90°, meeple on N, then grow the flock".
QString moveText(const Move &m, const QString &lang)
{
    QStringList parts{
        sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "tile %1 at (%2, %3) turned %4°"), lang)
            .arg(m.tile)
            .arg(m.at.x)
            .arg(m.at.y)
            .arg(m.rot * 90)};
    if (m.magic && !m.magic->remove.isEmpty())
        parts << sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "%1 taken off the board"), lang)
                     .arg(magicName(m.magic->remove, lang));
    else if (m.magic)
        parts << sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "%1 to (%2, %3) %4"), lang)
                     .arg(magicName(m.magic->figure, lang))
                     .arg(m.magic->at.x)
                     .arg(m.magic->at.y)
                     .arg(m.magic->on);
    parts << (m.figure ? sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "%1 on %2"), lang)
                             .arg(figureName(m.figure->type, lang), m.figure->on)
              : m.abbotReturn
                  ? sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "take the abbot back"), lang)
                  : sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "no figure"), lang));
    if (m.flockAction == u"grow")
        parts << sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "then grow the flock"), lang);
    if (m.flockAction == u"stable")
        parts << sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "then drive the flock to the stable"),
                           lang);
    return parts.join(QStringLiteral(", "));
}

// The figures on the board, each player's meeple under the player's name in `lang`.
QList<BoardRenderer::LegendEntry> legendOf(const Game &game, const QString &lang)
{
    QList<BoardRenderer::LegendEntry> legend = BoardRenderer::figureLegend(game, lang);
    for (BoardRenderer::LegendEntry &e : legend) {
        if (e.figure != BoardRenderer::LegendFigure::Meeple) continue;
        for (const Player &p : game.players())
            if (e.text == (p.name.isEmpty() ? p.id : p.name)) e.text = playerName(p, lang);
    }
    return legend;
}

QString answerText(const PuzzleAnswer &answer, const Game &game, const QString &lang)
{
    switch (answer.kind) {
    case PuzzleKind::FinalScores:
        return sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "Final scores: %1"), lang)
            .arg(pointsText(answer.scores, game, lang));
    case PuzzleKind::TurnScores:
        return sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "Points of the last move: %1"), lang)
            .arg(pointsText(answer.points, game, lang));
    case PuzzleKind::BestMove: {
        QStringList lines{
            sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "Best gain over the others: %1"), lang)
                .arg(answer.gain)};
        for (const PuzzleMove &m : answer.best)
            lines << QStringLiteral("• ") + moveText(m.move, lang);
        return lines.join(u'\n');
    }
    case PuzzleKind::Free:
        break;
    }
    return answer.text.text(lang);
}

} // namespace

std::optional<SheetPuzzle> sheetPuzzle(const BoardFile &file, const QString &lang, FileError *error)
{
    const auto puzzle = Puzzle::parse(file, error);
    if (!puzzle) return std::nullopt;
    // The position the solver is shown: after the moves, before any final scoring (a
    // final-scores puzzle asks for that scoring, so it must not be on the board yet).
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    const Timeline timeline = Timeline::build(file, {}, options);
    if (!timeline.replays()) {
        *error = timeline.problems().value(0, {1, {}, QStringLiteral("the board does not replay")});
        return std::nullopt;
    }
    SheetPuzzle p;
    const PuzzlePosition shown = puzzlePosition(timeline, puzzle->kind);
    p.game = shown.game;
    p.after = shown.after;
    p.askedCell = shown.askedCell;
    p.annotations = file.annotations();
    p.title = file.title(lang);
    p.legend = legendOf(*p.game, lang);
    p.question = puzzle->question.text(lang);
    if (puzzle->kind == PuzzleKind::BestMove) p.tile = puzzle->tile;
    p.explanation = puzzle->explanation.text(lang);
    // The author's key; a puzzle still being written gets the rules' own.
    std::optional<PuzzleAnswer> answer = puzzle->answer;
    FileError why;
    if (!answer && puzzle->kind != PuzzleKind::Free)
        answer = computeAnswer(timeline, *puzzle, &why);
    p.answer = answer ? answerText(*answer, *p.game, lang)
                      : sheetText(QT_TRANSLATE_NOOP("PuzzleSheet", "No answer key yet."), lang);
    return p;
}

} // namespace ml
