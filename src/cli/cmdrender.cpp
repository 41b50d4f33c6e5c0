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
                       " [--option KEY=VALUE]..."),
        QStringLiteral(
            "Draws the board of FILE after its moves (before any final scoring, so the figures\n"
            "still stand) as the desktop program does, with the file's title above it.\n"
            "\n"
            "  -o OUT               the picture to write; .svg or .png decides the format\n"
            "  --lang en|nl         language of the title (default en)\n"
            "  --size PIXELS        PNG only: length of the longer side (default 1024)\n"
            "  --option KEY=VALUE   override a rules option; may be repeated\n"
            "\n"
            "Exit codes: 0 ok, 1 illegal set-up or move, 2 unreadable file or the picture\n"
            "cannot be written, 64 bad usage.\n"),
        {},
        {QStringLiteral("-o"), QStringLiteral("--lang"), QStringLiteral("--size"),
         QStringLiteral("--option")},
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

    // Say so rather than leave them out silently: drawing them comes with issue 15.
    if (!board->annotations().isEmpty() || !board->caption().isEmpty())
        printErr(QStringLiteral("%1: note: the caption and annotations are read but not drawn "
                                "yet")
                     .arg(fileName));

    BoardRenderer renderer;
    const std::shared_ptr<const Game> position = timeline.end();
    renderer.setGame(position.get());
    renderer.setTitle(board->title(lang));
    QString why;
    const bool written = svg ? renderer.exportSvg(out, &why) : renderer.exportPng(out, size, &why);
    if (!written) {
        printErr(QStringLiteral("%1: cannot write the picture: %2").arg(out, why));
        return ExitFile;
    }
    return ExitOk;
}

} // namespace ml::cli
