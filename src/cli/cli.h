// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <limits>

#include "boardfile.h"
#include "game.h"
#include "puzzle.h"

#include <QJsonValue>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QTranslator;

// Shared plumbing of meeplelab-cli: argument parsing, output, loading.
namespace ml::cli
{

// Exit codes of the command-line tool (README.md, "The command-line tool").
enum Exit : int { ExitOk = 0, ExitRule = 1, ExitFile = 2, ExitUsage = 64 };

// One command's command line. Each command says which flags it accepts, so a flag of
// another command is a usage error rather than silently ignored.
struct Args {
    QStringList positional;
    bool help = false;
    bool json = false;
    QMap<QString, QString> options; // --option KEY=VALUE, last one wins
    QMap<QString, QString> values;  // other flags with a value: "--tile" -> "K"
};

struct CommandSpec {
    QString name;
    QString usage;          // "score FILE [--json] [--option KEY=VALUE]..."
    QString help;           // the rest of --help
    QStringList switches;   // flags without a value besides --help: "--json"
    QStringList valueFlags; // flags with a value: "--tile", "--option", "-o"
};

// Parses `args` (everything after the command name). On a usage error prints one line to
// stderr and returns nullopt.
std::optional<Args> parseArgs(const CommandSpec &spec, const QStringList &args);
void printHelp(const CommandSpec &spec);
// For the commands that take one FILE: parses, answers --help and refuses a wrong number of
// files. Returns nothing when the command is done, with *exitCode set (0 after help, 64).
std::optional<Args> parseFileCommand(const CommandSpec &spec, const QStringList &args,
                                     int *exitCode);
// The same for the commands that take FILE|DIR... (check, sheet): at least one is needed.
std::optional<Args> parseFilesCommand(const CommandSpec &spec, const QStringList &args,
                                      int *exitCode);
// "meeplelab-cli CMD: PROBLEM (see 'meeplelab-cli CMD --help')" on stderr; returns 64.
int usageError(const CommandSpec &spec, const QString &problem);

void printOut(const QString &line);
void printErr(const QString &line);
void printOutRaw(const QByteArray &text);

// Reads and parses a board file; on failure prints "FILE: WHERE: REASON" and sets *exitCode.
// Commands that only read the board (its end, its steps) and never write it read it with
// BoardReading::EndOnly, which keeps a long file's moves packed only.
std::optional<BoardFile> loadBoard(const QString &fileName, int *exitCode,
                                   BoardReading reading = BoardReading::Whole);
// Prints a file error and returns its exit code.
int reportError(const QString &fileName, const FileError &error);

// JSON text with keys in the order of the documented examples (Qt would sort them) and short
// arrays/objects on one line, as the examples show them. Keys no example fixes come in
// the order of `keyOrder` (player ids in seating order), then alphabetically.
QByteArray prettyJson(const QJsonValue &value, const QStringList &keyOrder = {});

QString cellText(Cell c); // "(0,-1)"

// What legal and analyse work on: the board of the command's FILE after its moves (no final
// scoring) and the tile of --tile, which must be in the catalogue and in the file's sets.
struct TilePosition {
    BoardFile board;
    std::shared_ptr<const Game> game;
    const TileType *tile = nullptr;
};
// Reads FILE, plays its moves and finds --tile (with `overrides` as --option gives them);
// nothing with *exitCode set after printing the one-line error. A board of more than
// `maxTiles` tiles (set-up and moves) is refused with exit 2 before anything is played.
std::optional<TilePosition> loadTilePosition(const CommandSpec &spec, const Args &args,
                                             int *exitCode,
                                             qsizetype maxTiles = std::numeric_limits<int>::max());
// The puzzle files that FILE|DIR arguments name: a FILE as it is, a DIR as its collection
// (docs/board-format.md, "Puzzle collections"), "DIR/NAME" as the user spelled DIR. A broken
// collection is reported, raises *worst to its exit code and gives no files. `titles` gets each
// collection's title.
QStringList puzzleFiles(const QStringList &arguments, int *worst,
                        QList<PuzzleText> *titles = nullptr);

// The program's translation for `lang` ("en" or "nl", embedded under :/i18n) installed for the
// length of one command, so that texts made with tr() (the board's description) come out in the
// language asked for; the command line has no interface language of its own. Tests and the
// fuzzer run many commands in one process: each takes its translation away again.
class LanguageInUse
{
public:
    explicit LanguageInUse(const QString &lang);
    ~LanguageInUse();
    LanguageInUse(const LanguageInUse &) = delete;
    LanguageInUse &operator=(const LanguageInUse &) = delete;

private:
    std::unique_ptr<QTranslator> m_translator;
};

// The commands; each returns the process exit code.
int runScore(const QStringList &argList);
int runDescribe(const QStringList &argList);
int runLegal(const QStringList &argList);
int runValidate(const QStringList &argList);
int runTiles(const QStringList &argList);
int runRender(const QStringList &argList);
int runCheck(const QStringList &argList);
int runAnalyse(const QStringList &argList);
int runSheet(const QStringList &argList);
int runPack(const QStringList &argList);
int runUnpack(const QStringList &argList);
int runImport(const QStringList &argList);
int runLesson(const QStringList &argList);

} // namespace ml::cli
