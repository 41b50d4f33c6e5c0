// meeplelab-cli render: the board after the moves as a picture, drawn by the same
// BoardRenderer as the desktop program (format.md §2). main() gives this command a
// QGuiApplication on the offscreen platform, so it needs no display.
#include "boardrenderer.h"
#include "cli.h"
#include "tileart.h"
#include "timeline.h"

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
                       " [--after N] [--no-annotations] [--art DIR] [--option KEY=VALUE]..."),
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
            "Exit codes: 0 ok, 1 illegal set-up or move, 2 unreadable file, --art DIR no folder\n"
            "or a picture in it refused, --after beyond its moves or the picture cannot be\n"
            "written, 64 bad usage.\n"),
        {QStringLiteral("--no-annotations")},
        {QStringLiteral("-o"), QStringLiteral("--lang"), QStringLiteral("--size"),
         QStringLiteral("--after"), QStringLiteral("--option"), QStringLiteral("--art")},
    };
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

} // namespace

int runRender(const QStringList &argList)
{
    int exitCode = ExitOk;
    const auto args = parseFileCommand(spec(), argList, &exitCode);
    if (!args) return exitCode;
    const QString out = args->values.value(QStringLiteral("-o"));
    if (out.isEmpty()) return usageError(spec(), QStringLiteral("-o OUT is required"));
    const bool svg = out.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive);
    if (!svg && !out.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive))
        return usageError(spec(),
                          QStringLiteral("OUT must end in .svg or .png, got \"%1\"").arg(out));
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
    const auto board = loadBoard(fileName, &exitCode);
    if (!board) return exitCode;
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never; // the board as it stands
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

    BoardRenderer renderer;
    renderer.setGame(position.get());
    renderer.setTitle(board->title(lang));
    // The annotations shown at that position and the caption, in the picture's language.
    if (!args->values.contains(QStringLiteral("--no-annotations"))) {
        renderer.setAnnotations(board->annotations(), after, lang);
        renderer.setCaption(board->caption().in(lang));
    }
    QString why;
    const bool written = svg ? renderer.exportSvg(out, &why) : renderer.exportPng(out, size, &why);
    if (!written) {
        printErr(QStringLiteral("%1: cannot write the picture: %2").arg(out, why));
        return ExitFile;
    }
    return ExitOk;
}

} // namespace ml::cli
