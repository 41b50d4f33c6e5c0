// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzcommands.h"

#include "boarddocument.h"
#include "boardfile.h"
#include "cli.h"
#include "fuzzentry.h"
#include "lesson.h"
#include "puzzlecollection.h"
#include "recoverystore.h"
#include "tileart.h"
#include "tilecatalogue.h"
#include "tilerenderer.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QTemporaryDir>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <iterator>

namespace ml::fuzz
{

namespace
{
[[noreturn]] void broken(const char *what)
{
    std::fprintf(stderr, "fuzz property broken: %s\n", what);
    std::abort();
}

// One folder for the whole run: a new temporary folder per input would cost more than most
// inputs do.
const QTemporaryDir &workFolder()
{
    static const QTemporaryDir dir;
    if (!dir.isValid()) broken("no temporary folder");
    return dir;
}

QString writeInput(const QString &name, const QByteArray &bytes)
{
    const QString path = workFolder().filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        broken("cannot write the input");
    return path;
}

// The exit codes of the command-line tool (README.md, "The command-line tool"): anything else is a
// crash in disguise.
void checkExit(int code)
{
    if (code != cli::ExitOk && code != cli::ExitRule && code != cli::ExitFile &&
        code != cli::ExitUsage)
        broken("a command exit code outside 0, 1, 2, 64");
}

// Searches play every placement of a tile: a large board makes one input take seconds.
bool smallEnough(const QByteArray &bytes)
{
    FileError error;
    const std::optional<BoardFile> board = BoardFile::parse(bytes, &error);
    return !board || board->json().value(u"tiles").toArray().size() + board->moves().size() <=
                         kMaxSearchTiles;
}
} // namespace

void runCollectionInput(const QByteArray &bytes)
{
    // A folder with two boards and the input as its collection.json.
    const QString folder = workFolder().filePath(QStringLiteral("collection"));
    static const bool made = [&] {
        QDir().mkpath(folder);
        for (const char *name : {"a.meeple", "b.meeple"}) {
            QFile board(folder + u'/' + QLatin1String(name));
            if (!board.open(QIODevice::WriteOnly)) return false;
            board.write(R"({"format": "meeplelab-board", "version": 1,
                "rules": {"sets": ["base"], "edition": "C3"}, "tiles": []})");
        }
        return true;
    }();
    if (!made) broken("cannot make the collection folder");
    QFile index(folder + QStringLiteral("/collection.json"));
    if (!index.open(QIODevice::WriteOnly | QIODevice::Truncate)) broken("cannot write");
    index.write(bytes);
    index.close();
    FileError error;
    const std::optional<PuzzleCollection> collection = readCollection(folder, &error);
    if (!collection && error.reason.isEmpty()) broken("a collection refused without a reason");
    if (collection && collection->files.size() != 2) broken("a collection lost or gained a file");
}

void runLessonInput(const QByteArray &bytes)
{
    // A lesson beside one board file, which its pages may name, and itself in a course.
    const QString folder = workFolder().filePath(QStringLiteral("lesson"));
    static const bool made = [&] {
        QDir().mkpath(folder);
        QFile board(folder + QStringLiteral("/a.meeple"));
        if (!board.open(QIODevice::WriteOnly)) return false;
        board.write(R"({"format": "meeplelab-board", "version": 1,
            "rules": {"sets": ["base"], "edition": "C3"},
            "players": [{"id": "red"}, {"id": "blue"}],
            "tiles": [{"tile": "D", "at": [0, 0], "rot": 0}],
            "moves": [{"player": "red", "tile": "E", "at": [0, -1], "rot": 180}]})");
        return true;
    }();
    if (!made) broken("cannot make the lesson folder");
    FileError error;
    const std::optional<Lesson> lesson = Lesson::parse(bytes, folder, &error);
    if (!lesson) {
        if (error.reason.isEmpty()) broken("a lesson refused without a reason");
        if (error.exitCode != 1 && error.exitCode != 2) broken("a lesson refused with exit 0");
        return;
    }
    // Every page is played and every question checked, as `lesson check` does; a lesson that
    // was read saves to text that reads back to the same text.
    if (!checkLesson(*lesson, &error) && error.reason.isEmpty())
        broken("a lesson's check failed without a reason");
    const QByteArray saved = lesson->serialize();
    const std::optional<Lesson> again = Lesson::parse(saved, folder, &error);
    if (qEnvironmentVariableIsSet("ML_FUZZ_DUMP")) { // to look at a failure: both saves
        QFile a(QStringLiteral("/tmp/fuzz-first.json")), b(QStringLiteral("/tmp/fuzz-second.json"));
        if (a.open(QIODevice::WriteOnly)) a.write(saved);
        if (b.open(QIODevice::WriteOnly))
            b.write(again ? again->serialize() : error.toString(QStringLiteral("second")).toUtf8());
    }
    if (!again) broken("a saved lesson does not read back");
    if (again->serialize() != saved) broken("a lesson saved twice differs");
}

void runRecoveryInput(const QByteArray &bytes)
{
    const QString folder = workFolder().filePath(QStringLiteral("recovery"));
    QDir().mkpath(folder);
    QFile copy(folder + QStringLiteral("/fuzzed.recovery"));
    if (!copy.open(QIODevice::WriteOnly | QIODevice::Truncate)) broken("cannot write");
    copy.write(bytes);
    copy.close();
    const RecoveryStore store(folder);
    for (const RecoveredBoard &board : store.leftBehind()) {
        BoardDocument document;
        FileError error;
        if (!document.loadRecovered(board.data(), board.boardFile, &error) &&
            error.reason.isEmpty())
            broken("a recovery copy refused without a reason");
    }
    QFile::remove(copy.fileName());
}

void runReviewInput(const QByteArray &bytes)
{
    if (!smallEnough(bytes)) return;
    const QString path = writeInput(QStringLiteral("review.meeple"), bytes);
    checkExit(cli::runCheck({path, QStringLiteral("--json")}));
}

void runMovesInput(const QByteArray &bytes)
{
    // The first byte picks the tile, the rest is the board.
    if (bytes.isEmpty() || !smallEnough(bytes.mid(1))) return;
    const QList<const TileType *> &tiles = TileCatalogue::builtin().all();
    const QString tile = tiles.at(uchar(bytes.at(0)) % tiles.size())->id;
    const QString path = writeInput(QStringLiteral("moves.meeple"), bytes.mid(1));
    checkExit(cli::runLegal({path, QStringLiteral("--tile"), tile, QStringLiteral("--json")}));
    checkExit(cli::runAnalyse({path, QStringLiteral("--tile"), tile, QStringLiteral("--json")}));
}

void runPictureInput(const QByteArray &bytes)
{
    const QString path = writeInput(QStringLiteral("picture.meeple"), bytes);
    const QString svg = workFolder().filePath(QStringLiteral("picture.svg"));
    const QString png = workFolder().filePath(QStringLiteral("picture.png"));
    const QString pdf = workFolder().filePath(QStringLiteral("sheet.pdf"));
    checkExit(cli::runRender({path, QStringLiteral("-o"), svg}));
    checkExit(
        cli::runRender({path, QStringLiteral("-o"), png, QStringLiteral("--size"),
                        QStringLiteral("64"), QStringLiteral("--lang"), QStringLiteral("nl")}));
    if (smallEnough(bytes)) checkExit(cli::runSheet({path, QStringLiteral("-o"), pdf}));
    // The same position in words: the walk over every feature and figure of the board.
    checkExit(cli::runDescribe({path, QStringLiteral("--lang"), QStringLiteral("nl")}));
}

void runOptionInput(const QByteArray &bytes)
{
    // Each line of the input is one --option value, given to score on a board with every set.
    static const QString board = [] {
        return writeInput(QStringLiteral("options.meeple"),
                          R"({"format": "meeplelab-board", "version": 1,
            "rules": {"sets": ["base", "hills-sheep", "german-castles", "mage-witch"],
                      "edition": "C3"},
            "players": [{"id": "red"}, {"id": "blue"}],
            "tiles": [{"tile": "D", "at": [0, 0], "rot": 0}]})");
    }();
    QStringList args{board};
    for (const QByteArray &line : bytes.split('\n').mid(0, 8))
        args << QStringLiteral("--option") << QString::fromUtf8(line);
    checkExit(cli::runScore(args));
}

void runArtInput(const QByteArray &bytes)
{
    const QString folder = workFolder().filePath(QStringLiteral("art"));
    if (!QDir().mkpath(folder)) broken("cannot make the art folder");
    writeInput(QStringLiteral("art/A.png"), bytes);
    writeInput(QStringLiteral("art/B.svg"), bytes);
    const std::shared_ptr<const TileArt> art = TileArt::load(folder);
    if (!art) broken("an art folder that exists does not load");
    if (art->pictureCount() + art->problems().size() != 2) broken("an art file went missing");
    for (const TileArt::Problem &problem : art->problems()) {
        if (problem.fileName != u"A.png" && problem.fileName != u"B.svg")
            broken("a refused picture without its file name");
        const QString text = TileArt::problemEnglish(problem);
        if (text.size() <= problem.fileName.size() + 2)
            broken("a refused picture without a reason");
    }
    // What is accepted is drawn, as the board view would, turned once.
    TileArt::setInUse(art);
    TileRenderer renderer;
    for (const char *id : {"A", "B"})
        renderer.renderTile(*TileCatalogue::builtin().find(QString::fromLatin1(id)), 1, 48);
    TileArt::setInUse(nullptr);
}

namespace
{
struct NamedEntry {
    const char *name;
    Entry run;
};
constexpr NamedEntry kEntries[] = {
    {"board", runOneInput},         {"jcz", runJczInput},       {"collection", runCollectionInput},
    {"recovery", runRecoveryInput}, {"review", runReviewInput}, {"moves", runMovesInput},
    {"picture", runPictureInput},   {"option", runOptionInput}, {"lesson", runLessonInput},
    {"art", runArtInput},
};
} // namespace

Entry entry(const char *name)
{
    for (const NamedEntry &e : kEntries)
        if (qstrcmp(e.name, name) == 0) return e.run;
    return nullptr;
}

const char *const *entryNames()
{
    // Read off the table, so that a new target is named in one place.
    static const auto names = [] {
        std::array<const char *, std::size(kEntries) + 1> out{};
        for (size_t i = 0; i < std::size(kEntries); ++i)
            out[i] = kEntries[i].name;
        return out;
    }();
    return names.data();
}

} // namespace ml::fuzz
