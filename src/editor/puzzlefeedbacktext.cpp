// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlefeedbacktext.h"

#include "eventhtml.h"
#include "eventtext.h"

#include <QTextDocumentFragment>

#include <algorithm>

namespace ml
{

namespace
{

QStringList missedIds(const PuzzleFeedback &fb)
{
    QStringList ids;
    for (const PuzzleFeedback::Miss &m : fb.misses)
        ids << m.player;
    return ids;
}

// The missed players no scoring of the solution concerns, in seating order.
QStringList uninvolved(const PuzzleFeedback &fb)
{
    QStringList ids = missedIds(fb);
    for (const PuzzleFeedback::Scoring &s : fb.scorings)
        for (const QString &id : s.players)
            ids.removeAll(id);
    return ids;
}

// The top-left cell of a feature, the spot a reader finds first on the board.
Cell firstCell(const QList<Cell> &cells)
{
    return *std::min_element(cells.cbegin(), cells.cend(),
                             [](Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
}

} // namespace

QString PuzzleFeedbackText::featureName(const ScoreEvent &e, const CellNames &cells)
{
    if (e.cells.isEmpty()) return EventText::featureName(e.feature);
    const QString at = cells.name(firstCell(e.cells));
    // Whole phrases per feature, so a translation can give each its article.
    switch (e.feature) {
    case ScoredFeature::Road:
        return tr("the road at %1").arg(at);
    case ScoredFeature::City:
        return tr("the city at %1").arg(at);
    case ScoredFeature::Monastery:
        return tr("the monastery at %1").arg(at);
    case ScoredFeature::Castle:
        return tr("the castle at %1").arg(at);
    case ScoredFeature::Field:
        return tr("the field at %1").arg(at);
    case ScoredFeature::Flock:
        return tr("the flock at %1").arg(at);
    case ScoredFeature::Garden:
        return tr("the garden at %1").arg(at);
    case ScoredFeature::Goods:
        break; // no cells: named above
    }
    return EventText::featureName(e.feature);
}

QString PuzzleFeedbackText::scoreHint(const PuzzleFeedback &fb)
{
    if (fb.misses.isEmpty()) return {};
    const EventText text(fb.players, fb.cells);
    QStringList out{tr("Not right yet for %1.").arg(text.playerNames(missedIds(fb)))};
    QStringList features;
    if (fb.solution)
        for (const PuzzleFeedback::Scoring &s : fb.scorings)
            for (const ScoreEvent &e : fb.solution->eventsOf(s.step))
                if (!features.contains(featureName(e, fb.cells)))
                    features << featureName(e, fb.cells);
    if (!features.isEmpty())
        out << tr("Count again the scorings that give them points or hold a figure of theirs: %1.")
                   .arg(features.join(tr("; ")));
    const QStringList alone = uninvolved(fb);
    if (!alone.isEmpty() && fb.solution)
        out << (fb.kind == PuzzleKind::FinalScores
                    ? tr("Nothing in the final scoring concerns %1: it does not change their "
                         "score.")
                    : tr("Nothing in this move concerns %1: they score nothing in it."))
                   .arg(text.playerNames(alone));
    return out.join(u' ');
}

QString PuzzleFeedbackText::scoreExplanation(const PuzzleFeedback &fb)
{
    if (fb.misses.isEmpty()) return {};
    const EventText text(fb.players, fb.cells);
    QString html;
    for (const PuzzleFeedback::Miss &m : fb.misses) {
        const QString name = text.playerName(m.player);
        QString line = fb.kind == PuzzleKind::FinalScores && m.before != 0
                           ? tr("%1: you answered %2; the rules give %3, that is %4 before the "
                                "final scoring and %5 in it.")
                                 .arg(name)
                                 .arg(m.answered)
                                 .arg(m.right)
                                 .arg(m.before)
                                 .arg(m.right - m.before)
                           : tr("%1: you answered %2; the rules give %3.")
                                 .arg(name)
                                 .arg(m.answered)
                                 .arg(m.right);
        html += EventHtml::paragraph(line);
    }
    if (!fb.solution) {
        html += EventHtml::paragraph(
            tr("The right scoring cannot be stepped through: %1").arg(fb.solutionProblem));
        return html;
    }
    if (fb.scorings.isEmpty()) {
        html += EventHtml::paragraph(tr("No scoring concerns these players."));
        return html;
    }
    html += EventHtml::paragraph(
        tr("The scorings that give these players points or hold a figure of theirs, as Explore "
           "explains them (a title shows the scoring on the board):"));
    for (const PuzzleFeedback::Scoring &s : fb.scorings) {
        const QString title = text.stepTitle(*fb.solution, s.step);
        const QString about = tr("%1 (about %2)", "scoring title, missed players")
                                  .arg(title, text.playerNames(s.players))
                                  .toHtmlEscaped();
        // The title's own words become the link, the frame around them stays translated.
        const QString link = QStringLiteral("<a href=\"%1:%2\">%3</a>")
                                 .arg(QLatin1String(StepScheme))
                                 .arg(s.step)
                                 .arg(title.toHtmlEscaped());
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(QString(about).replace(title.toHtmlEscaped(), link));
        html += EventHtml::step(text, *fb.solution, s.step);
    }
    return html;
}

QString PuzzleFeedbackText::moveLine(const PuzzleFeedback &fb, const PuzzleFeedback::Play &play,
                                     const QString &moveText, bool yours)
{
    const EventText text(fb.players, fb.cells);
    QStringList whys;
    if (play.steps)
        for (int step : play.scorings)
            for (const ScoreEvent &e : play.steps->eventsOf(step)) {
                // Who scores, then how much each part is worth and by which rules.
                QStringList parts;
                for (const ScoreTerm &t : e.breakdown)
                    parts << EventText::termText(t).toHtmlEscaped();
                if (!e.rules.isEmpty()) parts << EventHtml::ruleLinks(e.rules);
                QString why = text.summary(e).toHtmlEscaped();
                if (!parts.isEmpty()) why += QStringLiteral(" (%1)").arg(parts.join(tr("; ")));
                whys << why;
            }
    QString frame;
    if (whys.isEmpty())
        frame = yours ? tr("Your move, %1, scores nothing this turn: it gains %2 over the others.")
                      : tr("The best move, %1, scores nothing this turn: it gains %2 over the "
                           "others.");
    else
        frame = yours ? tr("Your move, %1, gains %2 over the others: %3.")
                      : tr("The best move, %1, gains %2 over the others: %3.");
    frame = frame.toHtmlEscaped();
    const QString gain = QString::number(play.gain);
    const QString html = whys.isEmpty()
                             ? frame.arg(moveText.toHtmlEscaped(), gain)
                             : frame.arg(moveText.toHtmlEscaped(), gain, whys.join(tr("; ")));
    return QStringLiteral("<p>%1</p>").arg(html);
}

QString PuzzleFeedbackText::plain(const QString &html)
{
    return QTextDocumentFragment::fromHtml(html).toPlainText();
}

} // namespace ml
