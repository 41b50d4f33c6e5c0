// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantpicture.h"

#include "boardfile.h"
#include "exportfile.h"
#include "optiontext.h"
#include "timeline.h"
#include "variantcomparison.h"

#include <QCoreApplication>
#include <QIODevice>

namespace ml
{

namespace
{
// The board both readings score: after every move, before the final scoring, so the figures
// that score still stand.
std::shared_ptr<const Game> scoredBoard(const BoardFile &file,
                                        const QMap<QString, QString> &overrides)
{
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    const Timeline timeline = Timeline::build(file, overrides, options);
    return timeline.replays() ? timeline.afterMoves() : nullptr;
}

// The scorings of one reading that differ from the other's, marked on the board: each
// feature tinted, each scorer's points written on it.
BoardRenderer::StepMarks marksOf(const QList<const ScoreEvent *> &events,
                                 const QList<Player> &players)
{
    BoardRenderer::StepMarks marks;
    for (const ScoreEvent *e : events)
        marks.addScoring(*e, players, true);
    return marks;
}

// "Farmers: by city (C1) — Red 12, Blue 8".
QString captionOf(const VariantComparison &c, const QString &value,
                  const QMap<QString, int> &totals)
{
    QStringList scores;
    for (const Player &p : c.players())
        scores << QCoreApplication::translate("VariantPicture", "%1 %2")
                      .arg(p.name.isEmpty() ? p.id : p.name)
                      .arg(totals.value(p.id));
    return QCoreApplication::translate("VariantPicture", "%1: %2 — %3")
        .arg(OptionText::name(c.key()), OptionText::value(c.key(), value),
             scores.join(QStringLiteral(", ")));
}
} // namespace

PicturePages variantPictures(const BoardFile &file, const QMap<QString, QString> &overrides,
                             const VariantComparison &comparison, const QString &lang)
{
    QList<const ScoreEvent *> base;
    QList<const ScoreEvent *> variant;
    for (const EventDifference &d : comparison.differences()) {
        if (d.base) base << &*d.base;
        if (d.variant) variant << &*d.variant;
    }
    QMap<QString, QString> varied = overrides;
    varied.insert(comparison.key(), comparison.value());
    QList<PicturePage> pages;
    const auto add = [&](const QMap<QString, QString> &options,
                         const QList<const ScoreEvent *> &events, const QString &value,
                         const QMap<QString, int> &totals) {
        PicturePage page;
        page.game = scoredBoard(file, options);
        if (!page.game) return;
        page.after = int(file.moves().size());
        page.marks = marksOf(events, page.game->players());
        page.caption = captionOf(comparison, value, totals);
        pages << page;
    };
    add(overrides, base, comparison.baseValue(), comparison.baseTotals());
    add(varied, variant, comparison.value(), comparison.variantTotals());
    PicturePages out(pages, [](BoardRenderer &r, const PicturePage &, int, PicturePages::Use) {
        // Points and tints say what differs; no legend, no annotations: the two boards are
        // the same, and the captions name the readings.
        r.setCoordinates(false);
    });
    const QString title = file.title(lang);
    out.setStripTitle(title.isEmpty() ? OptionText::name(comparison.key())
                                      : QCoreApplication::translate("VariantPicture", "%1 — %2")
                                            .arg(title, OptionText::name(comparison.key())));
    return out;
}

bool writeVariantPicture(const PicturePages &pages, const QString &path, QString *error)
{
    if (pages.count() < 2) {
        *error = QCoreApplication::translate("VariantPicture",
                                             "the board cannot be scored under both readings");
        return false;
    }
    const bool svg = path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive);
    QString why;
    const bool ok = writeExportFile(
        path,
        [&pages, svg](QIODevice *file) {
            if (!svg) return pages.stripImage(80).save(file, "PNG");
            const QByteArray bytes = pages.stripSvg();
            return !bytes.isEmpty() && file->write(bytes) == bytes.size();
        },
        &why);
    if (!ok)
        *error = why.isEmpty()
                     ? QCoreApplication::translate("VariantPicture", "cannot write %1").arg(path)
                     : QCoreApplication::translate("VariantPicture", "cannot write %1: %2")
                           .arg(path, why);
    return ok;
}

} // namespace ml
