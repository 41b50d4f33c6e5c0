// SPDX-License-Identifier: GPL-3.0-or-later
#include "picturesettings.h"

#include "boardfile.h"
#include "boardfilejson.h"

#include <QJsonArray>

#include <cmath>

namespace ml
{

using detail::JsonReader;

namespace
{
const QString kPicture = QStringLiteral("picture");

const QString kBoard = QStringLiteral("board");
const QString kMarks = QStringLiteral("marks");
const QString kPlayers = QStringLiteral("players");
const QString kFigures = QStringLiteral("figures");

QString path(const char *key)
{
    return kPicture + u'.' + QLatin1String(key);
}

QJsonArray cellJson(Cell c)
{
    return QJsonArray{c.x, c.y};
}

// "X,Y" as the command line writes a cell.
bool cellFromText(const QString &text, Cell *out)
{
    const QStringList parts = text.split(u',');
    if (parts.size() != 2) return false;
    bool okX = false;
    bool okY = false;
    const int x = parts[0].trimmed().toInt(&okX);
    const int y = parts[1].trimmed().toInt(&okY);
    if (!okX || !okY || std::abs(x) > kCoordinateLimit || std::abs(y) > kCoordinateLimit)
        return false;
    *out = {x, y};
    return true;
}
} // namespace

bool PictureSettings::operator==(const PictureSettings &o) const
{
    return transparent == o.transparent && crop == o.crop &&
           (crop != Crop::Cells || (cropFrom == o.cropFrom && cropTo == o.cropTo)) &&
           margin == o.margin && tileSize == o.tileSize && dpi == o.dpi &&
           coordinates == o.coordinates && textAsPaths == o.textAsPaths &&
           legendPlayers == o.legendPlayers && legendFigures == o.legendFigures &&
           legendMarks == o.legendMarks && playerMarks == o.playerMarks;
}

double PictureSettings::pixelsPerTile() const
{
    if (tileSize > 0) return tileSize;
    if (dpi > 0) return dpi * kTileMillimetres / 25.4;
    return 0;
}

bool readPictureSettings(const QJsonValue &v, PictureSettings *out, FileError *error)
{
    const JsonReader r(error);
    QJsonObject o;
    if (!r.object(v, kPicture, &o)) return false;
    PictureSettings s;
    if (o.contains(u"transparent") &&
        !r.boolean(o.value(u"transparent"), path("transparent"), &s.transparent))
        return false;
    if (o.contains(u"crop")) {
        const QJsonValue crop = o.value(u"crop");
        if (crop.isArray()) {
            const QJsonArray corners = crop.toArray();
            if (corners.size() != 2)
                return r.fail(path("crop"),
                              QStringLiteral("expected \"board\", \"marks\" or two cells "
                                             "[[x1, y1], [x2, y2]], found %1 cells")
                                  .arg(corners.size()));
            if (!r.cell(corners[0], path("crop") + QStringLiteral("[0]"), &s.cropFrom) ||
                !r.cell(corners[1], path("crop") + QStringLiteral("[1]"), &s.cropTo))
                return false;
            s.crop = PictureSettings::Crop::Cells;
        } else {
            QString name;
            if (!r.string(crop, path("crop"), &name)) return false;
            if (name == kBoard)
                s.crop = PictureSettings::Crop::Board;
            else if (name == kMarks)
                s.crop = PictureSettings::Crop::Marks;
            else
                return r.fail(path("crop"),
                              QStringLiteral("expected \"board\", \"marks\" or two cells "
                                             "[[x1, y1], [x2, y2]], found \"%1\"")
                                  .arg(detail::quotable(name)));
        }
    }
    if (o.contains(u"margin")) {
        const QJsonValue m = o.value(u"margin");
        if (!m.isDouble() || !std::isfinite(m.toDouble()) || m.toDouble() < 0 ||
            m.toDouble() > kMaxMargin)
            return r.fail(
                path("margin"),
                QStringLiteral("expected a number of cells from 0 to %1").arg(kMaxMargin));
        // Thousandths at most, so the file reads back to the same pixels it was written from.
        s.margin = std::round(m.toDouble() * 1000.0) / 1000.0;
    }
    qint64 n = 0;
    if (o.contains(u"tileSize")) {
        if (!r.integerIn(o.value(u"tileSize"), path("tileSize"), kMinTileSize, kMaxTileSize, &n))
            return false;
        s.tileSize = int(n);
    }
    if (o.contains(u"dpi")) {
        if (!r.integerIn(o.value(u"dpi"), path("dpi"), kMinDpi, kMaxDpi, &n)) return false;
        s.dpi = int(n);
    }
    if (s.tileSize > 0 && s.dpi > 0)
        return r.fail(path("dpi"),
                      QStringLiteral("give tileSize (pixels per tile) or dpi (print), not both"));
    if (o.contains(u"coordinates") &&
        !r.boolean(o.value(u"coordinates"), path("coordinates"), &s.coordinates))
        return false;
    if (o.contains(u"textAsPaths") &&
        !r.boolean(o.value(u"textAsPaths"), path("textAsPaths"), &s.textAsPaths))
        return false;
    if (o.contains(u"playerMarks") &&
        !r.boolean(o.value(u"playerMarks"), path("playerMarks"), &s.playerMarks))
        return false;
    if (o.contains(u"legend")) {
        QStringList parts;
        if (!r.stringList(o.value(u"legend"), path("legend"), &parts)) return false;
        s.legendPlayers = s.legendFigures = s.legendMarks = false;
        for (qsizetype i = 0; i < parts.size(); ++i) {
            bool *flag = parts[i] == kPlayers   ? &s.legendPlayers
                         : parts[i] == kFigures ? &s.legendFigures
                         : parts[i] == kMarks   ? &s.legendMarks
                                                : nullptr;
            if (!flag)
                return r.fail(detail::indexPath(path("legend"), i),
                              QStringLiteral("expected \"players\", \"figures\" or \"marks\", "
                                             "found \"%1\"")
                                  .arg(detail::quotable(parts[i])));
            *flag = true;
        }
    }
    *out = s;
    return true;
}

QJsonObject pictureSettingsJson(const PictureSettings &s)
{
    const PictureSettings defaults;
    QJsonObject o;
    if (s.transparent) o.insert(u"transparent", true);
    if (s.crop == PictureSettings::Crop::Marks) o.insert(u"crop", kMarks);
    if (s.crop == PictureSettings::Crop::Cells)
        o.insert(u"crop", QJsonArray{cellJson(s.cropFrom), cellJson(s.cropTo)});
    if (s.margin != defaults.margin) o.insert(u"margin", s.margin);
    if (s.tileSize > 0) o.insert(u"tileSize", s.tileSize);
    if (s.dpi > 0) o.insert(u"dpi", s.dpi);
    if (s.coordinates) o.insert(u"coordinates", true);
    if (s.textAsPaths) o.insert(u"textAsPaths", true);
    if (!s.playerMarks) o.insert(u"playerMarks", false);
    if (s.legendPlayers != defaults.legendPlayers || s.legendFigures != defaults.legendFigures ||
        s.legendMarks != defaults.legendMarks) {
        QJsonArray legend;
        if (s.legendPlayers) legend.append(kPlayers);
        if (s.legendFigures) legend.append(kFigures);
        if (s.legendMarks) legend.append(kMarks);
        o.insert(u"legend", legend);
    }
    return o;
}

std::optional<PictureSettings::Crop> cropFromText(const QString &text, Cell *from, Cell *to,
                                                  QString *why)
{
    if (text == kBoard) return PictureSettings::Crop::Board;
    if (text == kMarks) return PictureSettings::Crop::Marks;
    const QStringList corners = text.split(u':');
    if (corners.size() == 2 && cellFromText(corners[0], from) && cellFromText(corners[1], to))
        return PictureSettings::Crop::Cells;
    *why = QStringLiteral("--crop is board, marks or X1,Y1:X2,Y2 (two corner cells), got \"%1\"")
               .arg(text);
    return std::nullopt;
}

std::optional<PictureSettings> withLegendText(PictureSettings s, const QString &text, QString *why)
{
    s.legendPlayers = s.legendFigures = s.legendMarks = false;
    if (text == u"none") return s;
    for (const QString &part : text.split(u',')) {
        if (part == kPlayers)
            s.legendPlayers = true;
        else if (part == kFigures)
            s.legendFigures = true;
        else if (part == kMarks)
            s.legendMarks = true;
        else {
            *why = QStringLiteral("--legend lists players, figures and marks (comma-separated) "
                                  "or is none, got \"%1\"")
                       .arg(text);
            return std::nullopt;
        }
    }
    return s;
}

} // namespace ml
