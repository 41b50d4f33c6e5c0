// meeplelab-cli render: the board after the moves as a picture, drawn by the same
// BoardRenderer as the desktop program (format.md §2). main() gives this command a
// QGuiApplication on the offscreen platform, so it needs no display.
#include "boardrenderer.h"
#include "cli.h"
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
                       " [--after N] [--no-annotations] [--option KEY=VALUE]..."),
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
            "  --option KEY=VALUE   override a rules option; may be repeated\n"
            "\n"
            "Exit codes: 0 ok, 1 illegal set-up or move, 2 unreadable file, --after beyond its\n"
            "moves or the picture cannot be written, 64 bad usage.\n"),
        {QStringLiteral("--no-annotations")},
        {QStringLiteral("-o"), QStringLiteral("--lang"), QStringLiteral("--size"),
         QStringLiteral("--after"), QStringLiteral("--option")},
    };
    return s;
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
