// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli tiles: the bundled catalogue.
#include "cli.h"
#include "exportfile.h"
#include "lineart.h"
#include "tileart.h"

#include <QDir>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonObject>

namespace ml::cli
{

namespace
{

const CommandSpec &spec()
{
    static const CommandSpec s{
        QStringLiteral("tiles"),
        QStringLiteral("tiles [--json] [--line-art DIR]"),
        QStringLiteral(
            "Lists the tile catalogue: id, set, copies in the C1, C2 and C3 editions, and the\n"
            "sides in canonical orientation (NESW; a double tile lists its six outer sides\n"
            "a.N b.N b.E b.S a.S a.W).\n"
            "\n"
            "  --json           print the catalogue as JSON\n"
            "  --line-art DIR   write the project's line art for print into DIR (made if\n"
            "                   missing): one SVG a tile, named as a tile art folder names\n"
            "                   them, for 'render --art DIR' and the desktop's View menu\n"),
        {QStringLiteral("--json")},
        {QStringLiteral("--line-art")},
    };
    return s;
}

QStringList markerNames(const TileType &t)
{
    QStringList names;
    for (int bit = 0; bit < 16; ++bit)
        if (t.markers & (1 << bit)) names << markerName(Marker(1 << bit));
    return names;
}

// One SVG a tile of the catalogue into `folder`, each written whole or not at all.
int writeLineArt(const QString &folder)
{
    if (!QDir().mkpath(folder)) {
        printErr(QStringLiteral("%1: cannot make the folder").arg(folder));
        return ExitFile;
    }
    const QDir dir(folder);
    for (const TileType *t : TileCatalogue::builtin().all()) {
        const QString path = dir.filePath(TileArt::fileBaseName(t->id) + QStringLiteral(".svg"));
        const QByteArray svg = LineArt::svg(*t);
        QString why;
        if (!writeExportFile(
                path, [&svg](QIODevice *out) { return out->write(svg) == svg.size(); }, &why)) {
            printErr(QStringLiteral("%1: cannot write the picture: %2").arg(path, why));
            return ExitFile;
        }
    }
    return ExitOk;
}

} // namespace

int runTiles(const QStringList &argList)
{
    const auto args = parseArgs(spec(), argList);
    if (!args) return ExitUsage;
    if (args->help) {
        printHelp(spec());
        return ExitOk;
    }
    if (!args->positional.isEmpty())
        return usageError(
            spec(),
            QStringLiteral("unexpected argument \"%1\"").arg(args->positional.constFirst()));
    if (args->values.contains(QStringLiteral("--line-art"))) {
        if (args->json)
            return usageError(spec(), QStringLiteral("--json and --line-art do not go together"));
        return writeLineArt(args->values.value(QStringLiteral("--line-art")));
    }
    const TileCatalogue &catalogue = TileCatalogue::builtin();
    if (args->json) {
        QJsonArray tiles;
        for (const TileType *t : catalogue.all()) {
            QJsonObject tile{
                {QStringLiteral("id"), t->id},
                {QStringLiteral("set"), t->set},
                {QStringLiteral("cells"), t->cells},
                {QStringLiteral("counts"), QJsonObject{{QStringLiteral("C1"), t->counts[0]},
                                                       {QStringLiteral("C2"), t->counts[1]},
                                                       {QStringLiteral("C3"), t->counts[2]}}},
                {QStringLiteral("sides"), t->sidesString()},
                {QStringLiteral("markers"), QJsonArray::fromStringList(markerNames(*t))},
            };
            if (!t->nameEn.isEmpty())
                tile.insert(QStringLiteral("name"), QJsonObject{{QStringLiteral("en"), t->nameEn},
                                                                {QStringLiteral("nl"), t->nameNl}});
            if (!t->noteEn.isEmpty())
                tile.insert(QStringLiteral("note"), QJsonObject{{QStringLiteral("en"), t->noteEn},
                                                                {QStringLiteral("nl"), t->noteNl}});
            tiles.append(tile);
        }
        printOutRaw(prettyJson(QJsonObject{{QStringLiteral("tiles"), tiles}}));
        return ExitOk;
    }
    printOut(QStringLiteral("%1 %2 %3 %4 %5  %6  %7")
                 .arg(QStringLiteral("id"), -6)
                 .arg(QStringLiteral("set"), -15)
                 .arg(QStringLiteral("C1"), 2)
                 .arg(QStringLiteral("C2"), 2)
                 .arg(QStringLiteral("C3"), 2)
                 .arg(QStringLiteral("sides"), -6)
                 .arg(QStringLiteral("markers")));
    for (const TileType *t : catalogue.all())
        printOut(
            QStringLiteral("%1 %2 %3 %4 %5  %6  %7")
                .arg(t->id, -6)
                .arg(t->set, -15)
                .arg(t->counts[0], 2)
                .arg(t->counts[1], 2)
                .arg(t->counts[2], 2)
                .arg(t->sidesString(), -6)
                .arg(markerNames(*t).join(u',') +
                     (t->nameEn.isEmpty() ? QString() : QStringLiteral("  ") + t->nameEn) +
                     (t->noteEn.isEmpty() ? QString() : QStringLiteral(" (") + t->noteEn + u')'))
                .trimmed());
    return ExitOk;
}

} // namespace ml::cli
