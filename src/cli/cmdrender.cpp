// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli render: the board after the moves as a picture, drawn by the same
// BoardRenderer as the desktop program. main() gives this command a
// QGuiApplication on the offscreen platform, so it needs no display.
#include "boarddescription.h"
#include "boardrenderer.h"
#include "cellnames.h"
#include "cli.h"
#include "tileart.h"
#include "timeline.h"
#include "wikisnippet.h"

#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace ml::cli
{

namespace
{

constexpr int kDefaultSize = 1024;
constexpr int kMaxSize = 16384; // beyond this QImage allocations fail or take gigabytes

const CommandSpec &spec()
{
    static const CommandSpec s{
        QStringLiteral("render"),
        QStringLiteral("render FILE -o OUT.svg|OUT.png [--lang en|nl] [--size PIXELS]"
                       " [--after N] [--no-annotations] [--art DIR] [--option KEY=VALUE]..."
                       " [--transparent] [--crop board|marks|X1,Y1:X2,Y2] [--margin CELLS]"
                       " [--tile-size PIXELS | --dpi N] [--coordinates] [--text-as-paths]"
                       " [--legend players,figures,marks|none] [--plain] [--wiki]"
                       " [--steps -o DIR [--format png|svg]]"),
        QStringLiteral(
            "Draws the board of FILE after its moves, or the first N of them (before any final\n"
            "scoring, so the figures still stand), as the desktop program does, with the file's\n"
            "title above it, its annotations over it and its caption under it.\n"
            "\n"
            "  -o OUT               the picture to write; .svg or .png decides the format\n"
            "  --lang en|nl         language of the title, caption and annotations (default en)\n"
            "  --size PIXELS        PNG only: length of the longer side (default 1024)\n"
            "  --after N            the position after the first N moves (0: the set-up)\n"
            "  --no-annotations     leave out the annotations and the caption\n"
            "  --art DIR            draw the tiles from the pictures in DIR: one PNG or SVG a\n"
            "                       tile id (A.png, HS-07.svg), the tile unturned; a tile\n"
            "                       without one keeps the built-in art, and stderr names those\n"
            "                       in one line. Figures and markings stay the program's.\n"
            "                       'tiles --line-art DIR' writes the project's line art.\n"
            "  --option KEY=VALUE   override a rules option; may be repeated\n"
            "\n"
            "The picture is made with the file's own picture settings (its \"picture\" key,\n"
            "as the desktop's export keeps them), so that the same file gives the same picture;\n"
            "these options change them for this picture only:\n"
            "  --transparent        no table colour behind the board (PNG with alpha, SVG)\n"
            "  --crop PART          board (all of it), marks (the cells the annotations touch)\n"
            "                       or X1,Y1:X2,Y2 (the cells between two corners)\n"
            "  --margin CELLS       room round a cropped part, 0 to 5 (default 0.25)\n"
            "  --tile-size PIXELS   PNG only: pixels per tile, 16 to 1000\n"
            "  --dpi N              PNG only: a tile at its printed 45 mm at N dots per inch\n"
            "                       (50 to 1200), written into the PNG\n"
            "  --coordinates        column letters and row numbers along the edges\n"
            "  --text-as-paths      SVG only: every text as the outline of its glyphs, the same\n"
            "                       in every viewer (the words kept in each outline's title)\n"
            "  --legend PARTS       what the legend lists: players, figures and marks, comma-\n"
            "                       separated, or none (default: all three)\n"
            "  --plain              ignore the file's picture settings\n"
            "  --wiki               print the wiki line that shows the picture with its\n"
            "                       caption and its description as alt text (MediaWiki:\n"
            "                       [[File:NAME|thumb|alt=DESCRIPTION|CAPTION]])\n"
            "\n"
            "  --steps              OUT is a folder: one picture for each step of the moves,\n"
            "                       as Explore shows them (the set-up, each move with its tile\n"
            "                       outlined, each scoring with the feature tinted and the\n"
            "                       points written, then the final scoring), numbered so that\n"
            "                       they sort: 001-setup.png, 002-move-1.png, ...\n"
            "  --format png|svg     the pictures --steps writes (default png)\n"
            "\n"
            "Exit codes: 0 ok, 1 illegal set-up or move, 2 unreadable file, --art DIR no folder\n"
            "or a picture in it refused, --after beyond its moves or the picture cannot be\n"
            "written, 64 bad usage.\n"),
        {QStringLiteral("--no-annotations"), QStringLiteral("--transparent"),
         QStringLiteral("--coordinates"), QStringLiteral("--plain"), QStringLiteral("--wiki"),
         QStringLiteral("--text-as-paths"), QStringLiteral("--steps")},
        {QStringLiteral("-o"), QStringLiteral("--lang"), QStringLiteral("--size"),
         QStringLiteral("--after"), QStringLiteral("--option"), QStringLiteral("--crop"),
         QStringLiteral("--margin"), QStringLiteral("--tile-size"), QStringLiteral("--dpi"),
         QStringLiteral("--legend"), QStringLiteral("--art"), QStringLiteral("--format")},
    };
    return s;
}

// The file's picture settings with the command line's changes; nullopt after a usage error
// (written to stderr, exit code in *exitCode).
std::optional<PictureSettings> pictureSettings(const Args &args, const BoardFile &board, bool svg,
                                               int *exitCode)
{
    PictureSettings s = args.values.contains(QStringLiteral("--plain")) ? PictureSettings()
                                                                        : board.pictureSettings();
    const auto fail = [exitCode](const QString &why) {
        *exitCode = usageError(spec(), why);
        return std::nullopt;
    };
    const auto value = [&args](const char *key) { return args.values.value(QLatin1String(key)); };
    const auto has = [&args](const char *key) { return args.values.contains(QLatin1String(key)); };
    if (args.values.contains(QStringLiteral("--transparent"))) s.transparent = true;
    if (args.values.contains(QStringLiteral("--coordinates"))) s.coordinates = true;
    if (args.values.contains(QStringLiteral("--text-as-paths"))) {
        if (!svg) return fail(QStringLiteral("--text-as-paths applies to SVG only"));
        s.textAsPaths = true;
    }
    QString why;
    if (has("--crop")) {
        const auto crop = cropFromText(value("--crop"), &s.cropFrom, &s.cropTo, &why);
        if (!crop) return fail(why);
        s.crop = *crop;
    }
    if (has("--margin")) {
        bool ok = false;
        const double margin = value("--margin").toDouble(&ok);
        if (!ok || !(margin >= 0 && margin <= kMaxMargin))
            return fail(QStringLiteral("--margin is a number of cells from 0 to %1, got \"%2\"")
                            .arg(kMaxMargin)
                            .arg(value("--margin")));
        s.margin = std::round(margin * 1000.0) / 1000.0;
    }
    if (has("--tile-size") && has("--dpi"))
        return fail(QStringLiteral("give --tile-size or --dpi, not both"));
    if ((has("--tile-size") || has("--dpi")) && svg)
        return fail(QStringLiteral("--tile-size and --dpi apply to PNG only (SVG scales)"));
    if (has("--tile-size")) {
        bool ok = false;
        const int size = value("--tile-size").toInt(&ok);
        if (!ok || size < kMinTileSize || size > kMaxTileSize)
            return fail(QStringLiteral("--tile-size is a number of pixels from %1 to %2")
                            .arg(kMinTileSize)
                            .arg(kMaxTileSize));
        s.tileSize = size;
        s.dpi = 0;
    }
    if (has("--dpi")) {
        bool ok = false;
        const int dpi = value("--dpi").toInt(&ok);
        if (!ok || dpi < kMinDpi || dpi > kMaxDpi)
            return fail(
                QStringLiteral("--dpi is a number from %1 to %2").arg(kMinDpi).arg(kMaxDpi));
        s.dpi = dpi;
        s.tileSize = 0;
    }
    if (has("--legend")) {
        const auto legend = withLegendText(s, value("--legend"), &why);
        if (!legend) return fail(why);
        s = *legend;
    }
    return s;
}

// The art of --art for the length of one command: tests and the fuzzer run many in one
// process, and each starts from the built-in art.
class ArtInUse
{
public:
    explicit ArtInUse(std::shared_ptr<const TileArt> art) : m_before(TileArt::inUse())
    {
        TileArt::setInUse(std::move(art));
    }
    ~ArtInUse() { TileArt::setInUse(m_before); }
    ArtInUse(const ArtInUse &) = delete;
    ArtInUse &operator=(const ArtInUse &) = delete;

private:
    std::shared_ptr<const TileArt> m_before;
};

// The folder of --art, or null with the refusals on stderr and *exitCode set.
std::shared_ptr<const TileArt> loadArt(const QString &folder, int *exitCode)
{
    std::shared_ptr<const TileArt> art = TileArt::load(folder);
    if (!art) {
        printErr(QStringLiteral("%1: --art: no such folder, or it cannot be read").arg(folder));
        *exitCode = ExitFile;
        return nullptr;
    }
    if (!art->problems().isEmpty()) {
        for (const TileArt::Problem &problem : art->problems())
            printErr(QStringLiteral("%1: %2").arg(folder, TileArt::problemEnglish(problem)));
        *exitCode = ExitFile;
        return nullptr;
    }
    return art;
}

// One picture of --steps: the position, the annotations' position, the step's marks, and
// the name it is saved under after its number.
struct Shot {
    std::shared_ptr<const Game> game;
    int after = 0;
    BoardRenderer::StepMarks marks;
    QString name;
};

// The steps as Explore walks them: the set-up; then each move, with the tile just placed
// outlined and its figures placed, and each scoring of that move on that board (the figures
// that score still standing, the feature tinted, the points written); then each scoring of
// the final scoring on the last board.
QList<Shot> stepShots(const BoardFile &board, const Timeline &timeline)
{
    QList<Shot> shots;
    shots.append({timeline.setUp(), 0, {}, QStringLiteral("setup")});
    const int moves = qMin(timeline.moveCount(), timeline.positionCount() - 1);
    for (int m = 0; m < moves; ++m) {
        const std::shared_ptr<const Game> placed =
            timeline.afterStep(m, Game::TurnStep::AutoStable);
        if (!placed) break;
        BoardRenderer::StepMarks marks;
        marks.placedTile = board.moves().at(m).at;
        shots.append({placed, m + 1, marks, QStringLiteral("move-%1").arg(m + 1)});
        const QList<ScoreEvent> scorings = timeline.stepEvents(m, Game::TurnStep::Scoring);
        for (int k = 0; k < scorings.size(); ++k) {
            BoardRenderer::StepMarks scored = marks;
            scored.addScoring(scorings[k], placed->players(), true);
            shots.append({placed, m + 1, scored,
                          QStringLiteral("move-%1-scoring-%2").arg(m + 1).arg(k + 1)});
        }
    }
    if (timeline.finalScored()) {
        const std::shared_ptr<const Game> last = timeline.afterMoves();
        const QList<ScoreEvent> &finals = timeline.finalEvents();
        for (int k = 0; k < finals.size(); ++k) {
            BoardRenderer::StepMarks marks;
            marks.addScoring(finals[k], last->players(), true);
            shots.append(
                {last, timeline.moveCount(), marks, QStringLiteral("final-scoring-%1").arg(k + 1)});
        }
    }
    return shots;
}

} // namespace

int runRender(const QStringList &argList)
{
    int exitCode = ExitOk;
    const auto args = parseFileCommand(spec(), argList, &exitCode);
    if (!args) return exitCode;
    const QString out = args->values.value(QStringLiteral("-o"));
    if (out.isEmpty()) return usageError(spec(), QStringLiteral("-o OUT is required"));
    // With --steps, OUT is a folder and --format says what is written into it.
    const bool steps = args->values.contains(QStringLiteral("--steps"));
    const QString format = args->values.value(QStringLiteral("--format"), QStringLiteral("png"));
    if (args->values.contains(QStringLiteral("--format")) && !steps)
        return usageError(spec(), QStringLiteral("--format goes with --steps; otherwise OUT's "
                                                 "suffix says the format"));
    if (format != u"png" && format != u"svg")
        return usageError(spec(), QStringLiteral("--format is png or svg, got \"%1\"").arg(format));
    if (steps && args->values.contains(QStringLiteral("--after")))
        return usageError(spec(), QStringLiteral("--steps draws every step: --after does not "
                                                 "go with it"));
    const bool svg =
        steps ? format == u"svg" : out.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive);
    if (!steps && !svg && !out.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive))
        return usageError(spec(),
                          QStringLiteral("OUT must end in .svg or .png, got \"%1\"").arg(out));
    if (steps && !QFileInfo(out).isDir()) {
        printErr(
            QStringLiteral("%1: --steps writes into a folder, and there is none here").arg(out));
        return ExitFile;
    }
    const QString lang = args->values.value(QStringLiteral("--lang"), QStringLiteral("en"));
    if (lang != u"en" && lang != u"nl")
        return usageError(spec(), QStringLiteral("--lang is en or nl, got \"%1\"").arg(lang));
    int size = kDefaultSize;
    if (args->values.contains(QStringLiteral("--size"))) {
        bool ok = false;
        size = args->values.value(QStringLiteral("--size")).toInt(&ok);
        if (!ok || size < 16 || size > kMaxSize)
            return usageError(
                spec(), QStringLiteral("--size is a number of pixels from 16 to %1").arg(kMaxSize));
        if (svg)
            return usageError(spec(), QStringLiteral("--size applies to PNG only (SVG scales)"));
    }

    const QString fileName = args->positional.constFirst();
    const auto board = loadBoard(fileName, &exitCode, BoardReading::EndOnly);
    if (!board) return exitCode;
    TimelineOptions options;
    // One picture shows the board as it stands; the steps end with the final scoring when
    // the file's game is over.
    if (!steps) options.finalScoring = TimelineOptions::FinalScoring::Never;
    // One picture reads one position; the steps keep the checkpoints, so that each step is
    // played from a board near it, not from the set-up.
    options.checkpoints = steps;
    const Timeline timeline = Timeline::build(*board, args->options, options);
    if (!timeline.replays()) return reportError(fileName, timeline.problems().constFirst());

    // The position asked for: after N moves, by default after all of them. A number that is
    // no move count of this file is the file's matter (exit 2), like a bad location.
    int after = timeline.moveCount();
    if (args->values.contains(QStringLiteral("--after"))) {
        bool ok = false;
        after = args->values.value(QStringLiteral("--after")).toInt(&ok);
        if (!ok)
            return usageError(spec(), QStringLiteral("--after is a number of moves, got \"%1\"")
                                          .arg(args->values.value(QStringLiteral("--after"))));
        if (after < 0 || after > timeline.moveCount()) {
            printErr(QStringLiteral("%1: --after %2 is not a position of this file: N is 0 to %3")
                         .arg(fileName)
                         .arg(after)
                         .arg(timeline.moveCount()));
            return ExitFile;
        }
    }
    const std::shared_ptr<const Game> position = timeline.position(after);

    std::optional<PictureSettings> picture = pictureSettings(*args, *board, svg, &exitCode);
    if (!picture) return exitCode;
    // --size asks for the long side on the command line: it wins over a scale per tile the
    // file keeps, but not over one given beside it.
    if (args->values.contains(QStringLiteral("--size"))) {
        if (args->values.contains(QStringLiteral("--tile-size")) ||
            args->values.contains(QStringLiteral("--dpi")))
            return usageError(spec(), QStringLiteral("--size, --tile-size and --dpi each set the "
                                                     "picture's scale: give one"));
        picture->tileSize = 0;
        picture->dpi = 0;
    }

    std::shared_ptr<const TileArt> art;
    if (args->values.contains(QStringLiteral("--art"))) {
        const QString folder = args->values.value(QStringLiteral("--art"));
        art = loadArt(folder, &exitCode);
        if (!art) return exitCode;
        // The tiles of this picture the folder lacks, named once.
        QStringList ids;
        for (const PlacedTile &t : position->board().tiles())
            ids << t.type->id;
        if (const QStringList missing = art->missingOf(ids); !missing.isEmpty())
            printErr(
                QStringLiteral("%1: no picture of %2 %3; drawn in the built-in art")
                    .arg(folder,
                         missing.size() == 1 ? QStringLiteral("tile") : QStringLiteral("tiles"),
                         missing.join(QStringLiteral(", "))));
    }
    const ArtInUse artInUse(art);
    // The descriptions are worded in the picture's language.
    const LanguageInUse language(lang);
    const EventText naming(timeline.setUp()->players(), CellNames::forTimeline(timeline));

    // One picture: a position, the annotations' position it shows, a step's marks.
    const auto draw = [&](const Game &shown, int shownAfter, const BoardRenderer::StepMarks &marks,
                          const QString &path, const QString &description) {
        BoardRenderer renderer;
        renderer.setGame(&shown);
        renderer.setTitle(board->title(lang));
        renderer.setDescription(description);
        renderer.setTransparent(picture->transparent);
        renderer.setTextAsPaths(picture->textAsPaths);
        // Named as Explore names them: by the whole file's tiles.
        renderer.setCellNames(CellNames::forTimeline(timeline));
        renderer.setCoordinates(picture->coordinates);
        renderer.setPlayerMarks(picture->playerMarks);
        renderer.setStepMarks(marks);
        // The annotations shown at that position and the caption, in the picture's language.
        if (!args->values.contains(QStringLiteral("--no-annotations"))) {
            renderer.setAnnotations(board->annotations(), shownAfter, lang);
            renderer.setCaption(board->caption().in(lang));
        }
        renderer.setLegend(BoardRenderer::pictureLegend(shown, lang, picture->legendPlayers,
                                                        picture->legendFigures));
        renderer.setMarkerLegend(picture->legendMarks);
        renderer.setRegion(renderer.cropRegion(*picture));
        if (picture->crop == PictureSettings::Crop::Marks && renderer.region().isNull())
            printErr(QStringLiteral("%1: no mark on this position to crop to: the whole board "
                                    "is drawn in %2")
                         .arg(fileName, path));
        const bool asSvg = path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive);
        const double perTile = picture->pixelsPerTile();
        if (!asSvg && perTile > 0) {
            const QSize pixels = renderer.pixelSizeAt(perTile);
            if (qMax(pixels.width(), pixels.height()) > kMaxSize) {
                printErr(QStringLiteral("%1: the picture would be %2 x %3 pixels; at most %4 a "
                                        "side: choose a smaller --tile-size or --dpi, or crop")
                             .arg(fileName)
                             .arg(pixels.width())
                             .arg(pixels.height())
                             .arg(kMaxSize));
                return false;
            }
        }
        QString why;
        const bool written = asSvg         ? renderer.exportSvg(path, &why)
                             : perTile > 0 ? renderer.exportPngAt(path, perTile, picture->dpi, &why)
                                           : renderer.exportPng(path, size, &why);
        if (!written) {
            printErr(QStringLiteral("%1: cannot write the picture: %2").arg(path, why));
            return false;
        }
        if (args->values.contains(QStringLiteral("--wiki"))) {
            // The caption the picture has, else its title, in the picture's language.
            QString words = board->caption().in(lang);
            if (words.isEmpty() || args->values.contains(QStringLiteral("--no-annotations")))
                words = board->title(lang);
            printOut(wikiSnippet(path, words, description));
        }
        return true;
    };

    if (steps) {
        const QList<Shot> shots = stepShots(*board, timeline);
        const QString suffix = svg ? QStringLiteral(".svg") : QStringLiteral(".png");
        for (int i = 0; i < shots.size(); ++i) {
            const QString path = QDir(out).filePath(QStringLiteral("%1-%2%3")
                                                        .arg(i + 1, 3, 10, QLatin1Char('0'))
                                                        .arg(shots[i].name, suffix));
            // Each step's board as it stands then, with the scores it shows.
            const QString description = BoardDescription(naming).text(*shots[i].game);
            if (!draw(*shots[i].game, shots[i].after, shots[i].marks, path, description))
                return ExitFile;
        }
        return ExitOk;
    }
    if (!draw(*position, after, {}, out, BoardDescription::ofTimeline(timeline, after)))
        return ExitFile;
    return ExitOk;
}

} // namespace ml::cli
