// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli: the command-line tool (README.md, "The command-line tool"). Each command lives in
// cmd*.cpp.
#include "cli.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QThreadPool>

#include <memory>
#include <utility>

using namespace ml::cli;

static const char kUsage[] =
    "Usage: meeplelab-cli COMMAND [ARGS]...\n"
    "\n"
    "Commands:\n"
    "  score FILE [--json] [--option KEY=VALUE]...   scoring events and totals\n"
    "  describe FILE [--lang en|nl] [--after N]      the board in words: tiles, features, scores\n"
    "  legal FILE --tile ID [--json]                 legal placements of a tile\n"
    "  validate FILE                                 check a board file, list every problem\n"
    "  tiles [--json] [--line-art DIR]               the tile catalogue; its line art\n"
    "  render FILE -o OUT.svg|OUT.png [--lang en|nl] [--size PIXELS]   the board as a picture\n"
    "         [--after N] [--no-annotations] [--art DIR]\n"
    "  check FILE|DIR... [--json] [--show]           verify the puzzles' stored answers\n"
    "  sheet FILE|DIR... -o OUT.pdf [--lang en|nl] [--per-page N]   a printable puzzle sheet\n"
    "  analyse FILE --tile ID [--player P] [--top N] [--json]   every move of a tile, best first\n"
    "  pack FILE                                     the board as one line of text\n"
    "  unpack TEXT -o OUT.meeple                     the board of a packed text (- for stdin)\n"
    "  import FILE.jcz -o OUT.meeple [--jcz-rng current|legacy] [--force]   a JCloisterZone game\n"
    "  lesson check FILE|DIR... [--json]             check a lesson: its pages and answers\n"
    "  lesson export FILE -o OUT.pdf|OUT.html [--lang en|nl]   a lesson's handout\n"
    "\n"
    "'meeplelab-cli COMMAND --help' describes a command; --version prints the version.\n"
    "Exit codes: 0 ok, 1 the file breaks a rule, 2 the file cannot be read, 64 bad usage.\n";

// The offscreen platform warns on stderr when XDG_RUNTIME_DIR is unset (CI, containers); the
// picture does not depend on it, and stderr is for the file's problems, one per line.
static void quietMessages(QtMsgType type, const QMessageLogContext &context, const QString &text)
{
    if (type == QtWarningMsg && text.startsWith(u"QStandardPaths: XDG_RUNTIME_DIR")) return;
    printErr(qFormatLogMessage(type, context, text));
}

int main(int argc, char *argv[])
{
    // No display needed: a core application only decodes the arguments. Drawing (render, sheet)
    // needs fonts and so a GUI application, on the offscreen platform unless the caller
    // chose one.
    const bool drawing =
        argc > 1 &&
        (qstrcmp(argv[1], "render") == 0 || qstrcmp(argv[1], "sheet") == 0 ||
         (qstrcmp(argv[1], "lesson") == 0 && argc > 2 && qstrcmp(argv[2], "export") == 0));
    if (drawing && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (drawing) qInstallMessageHandler(quietMessages);
    std::unique_ptr<QCoreApplication> app = drawing
                                                ? std::make_unique<QGuiApplication>(argc, argv)
                                                : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("meeplelab-cli"));
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty()) {
        printErr(QStringLiteral("meeplelab-cli: missing COMMAND (see 'meeplelab-cli --help')"));
        return ExitUsage;
    }
    const QString command = args.takeFirst();
    if (command == u"--help" || command == u"-h" || command == u"help") {
        printOutRaw(QByteArray(kUsage));
        return ExitOk;
    }
    if (command == u"--version") {
        printOut(QStringLiteral("meeplelab-cli " MEEPLELAB_VERSION));
        return ExitOk;
    }
    static const std::pair<const char16_t *, int (*)(const QStringList &)> commands[] = {
        {u"score", runScore},       {u"describe", runDescribe}, {u"legal", runLegal},
        {u"validate", runValidate}, {u"tiles", runTiles},       {u"render", runRender},
        {u"check", runCheck},       {u"sheet", runSheet},       {u"analyse", runAnalyse},
        {u"pack", runPack},         {u"unpack", runUnpack},     {u"import", runImport},
        {u"lesson", runLesson},
    };
    for (const auto &[name, run] : commands)
        if (command == QStringView(name)) {
            const int code = run(args);
            // Qt's pool threads (fonts, the puzzle search) are ended before the program is:
            // LeakSanitizer's exit check crashed on one still winding down after `sheet`.
            QThreadPool::globalInstance()->waitForDone();
            return code;
        }
    printErr(QStringLiteral("meeplelab-cli: unknown command \"%1\" (see 'meeplelab-cli --help')")
                 .arg(command));
    return ExitUsage;
}
