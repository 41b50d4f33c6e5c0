// meeplelab-cli render and check: part of the public contract (format.md §2) but not built
// yet. They answer --help and otherwise refuse with exit 64, so scripts fail loudly instead of
// getting an empty result.
#include "cli.h"

namespace ml::cli
{

namespace
{

const CommandSpec &renderSpec()
{
    static const CommandSpec s{
        QStringLiteral("render"),
        QStringLiteral("render FILE -o OUT.svg|OUT.png [--lang en|nl] [--size PIXELS]"),
        QStringLiteral("Draws the board of FILE as a picture, as the desktop program does.\n"
                       "Not built yet: this version exits with code 64.\n"),
        {},
        {QStringLiteral("-o"), QStringLiteral("--lang"), QStringLiteral("--size")},
    };
    return s;
}

const CommandSpec &checkSpec()
{
    static const CommandSpec s{
        QStringLiteral("check"),
        QStringLiteral("check FILE..."),
        QStringLiteral("Checks each puzzle's stored answer against the rules; exit 1 naming each\n"
                       "puzzle that does not match.\n"
                       "Not built yet: this version exits with code 64.\n"),
        {},
        {},
    };
    return s;
}

int notBuilt(const CommandSpec &spec, const QStringList &argList)
{
    const auto args = parseArgs(spec, argList);
    if (!args) return ExitUsage;
    if (args->help) {
        printHelp(spec);
        return ExitOk;
    }
    printErr(
        QStringLiteral("meeplelab-cli %1: not supported yet (the %1 command arrives in a later "
                       "version)")
            .arg(spec.name));
    return ExitUsage;
}

} // namespace

int runRender(const QStringList &args)
{
    return notBuilt(renderSpec(), args);
}

int runCheck(const QStringList &args)
{
    return notBuilt(checkSpec(), args);
}

} // namespace ml::cli
