// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli import: a JCloisterZone saved game as a board file (docs/jcz-import.md).
#include "cli.h"
#include "filereading.h"
#include "jczimport.h"

#include <QFileInfo>
#include <QSaveFile>

namespace ml::cli
{

namespace
{

const CommandSpec &spec()
{
    static const CommandSpec s{
        QStringLiteral("import"),
        QStringLiteral("import FILE.jcz -o OUT.meeple [--jcz-rng current|legacy] [--force]"),
        QStringLiteral(
            "Reads a game saved by JCloisterZone 5.7 or later (base game, Hills & Sheep, Mage &\n"
            "Witch, the abbot) and writes it as a board file: the start tile, every turn as a\n"
            "move, JCloisterZone's tile draws, discards and sheep draws recomputed from the\n"
            "save's random numbers, and \"end\" when the game was over. Each turn is checked by\n"
            "the rules as it is read; `meeplelab-cli score OUT.meeple` then explains the points.\n"
            "Problems are printed one a line as FILE: WHERE: REASON, WHERE being a place in the\n"
            "save such as setup.sets.winter:1 or replay[17] (moves[5]).\n"
            "\n"
            "  -o OUT.meeple          the board file to write (required)\n"
            "  --jcz-rng current|legacy\n"
            "                         the random generator of JCloisterZone 5.9 and later\n"
            "                         (current, the default: what JCloisterZone shows today) or\n"
            "                         the one of 5.7 and 5.8 (legacy)\n"
            "  --force                after a refused turn, write the moves before it (exit 1)\n"
            "\n"
            "Exit codes: 0 written (warnings allowed), 1 a turn breaks our rules, 2 the save\n"
            "cannot be imported, 64 bad usage.\n"),
        {QStringLiteral("--force")},
        {QStringLiteral("-o"), QStringLiteral("--jcz-rng")},
    };
    return s;
}

} // namespace

int runImport(const QStringList &argList)
{
    int exitCode = ExitOk;
    const auto args = parseFileCommand(spec(), argList, &exitCode);
    if (!args) return exitCode;
    const QString out = args->values.value(QStringLiteral("-o"));
    if (out.isEmpty()) return usageError(spec(), QStringLiteral("-o OUT.meeple is required"));
    const QString rng = args->values.value(QStringLiteral("--jcz-rng"), QStringLiteral("current"));
    if (rng != u"current" && rng != u"legacy")
        return usageError(spec(),
                          QStringLiteral("--jcz-rng is current or legacy, got \"%1\"").arg(rng));

    const QString fileName = args->positional.constFirst();
    FileError unread;
    const std::optional<QByteArray> save = readFileAtMost(fileName, jcz::kMaxSaveBytes, &unread);
    if (!save) return reportError(fileName, unread);
    jcz::ImportOptions options;
    options.legacyRng = rng == u"legacy";
    options.force = args->values.contains(QStringLiteral("--force"));
    options.fileName = QFileInfo(fileName).fileName();
    const jcz::ImportResult result = jcz::importSave(*save, options);
    for (const jcz::Problem &w : result.warnings)
        printErr(w.toString(fileName).replace(u'\n', u' '));
    for (const jcz::Problem &e : result.errors)
        printErr(e.toString(fileName).replace(u'\n', u' '));
    if (!result.board) return result.exitCode;
    QSaveFile target(out);
    if (!target.open(QIODevice::WriteOnly) || target.write(*result.board) != result.board->size() ||
        !target.commit()) {
        printErr(
            QStringLiteral("%1: cannot write the board file: %2").arg(out, target.errorString()));
        return ExitFile;
    }
    return result.exitCode;
}

} // namespace ml::cli
