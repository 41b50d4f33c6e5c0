// SPDX-License-Identifier: GPL-3.0-or-later
#include "boarddocument.h"

#include "castle.h"
#include "filereading.h"

#include <QRandomGenerator>

#include "savewrite.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>
#include <functional>

namespace ml
{

namespace
{
QString describe(const FileError &e)
{
    return e.where.isEmpty() ? e.reason : e.where + QStringLiteral(": ") + e.reason;
}

// One edge, however it was recorded: the cell west or north of it and East or South.
QPair<Cell, int> edgeOf(const SideMismatch &m)
{
    return m.sideA == East || m.sideA == South ? qMakePair(m.a, m.sideA) : qMakePair(m.b, m.sideB);
}

bool sameEdge(const SideMismatch &x, const SideMismatch &y)
{
    return edgeOf(x) == edgeOf(y);
}

// The set-up without moves or final scoring, for the views when the moves cannot be replayed.
Replay setupOnly(const Game &setup)
{
    Replay r;
    r.game = setup;
    for (const Player &p : setup.players())
        r.scores.insert(p.id, p.score);
    return r;
}
} // namespace

BoardDocument::BoardDocument(QObject *parent) : QObject(parent)
{
    connect(&m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

bool BoardDocument::load(const QByteArray &data, const QString &fileName, FileError *error)
{
    FileError ignored;
    FileError *err = error ? error : &ignored;
    std::optional<BoardFile> file = BoardFile::parse(data, err);
    if (!file) return false;
    // Refuse before touching anything: a file whose set-up or moves break a rule stays shut.
    // The strict timeline that checks it is the document's own from then on: a file that
    // plays by the strict rules has no mismatched sides for the editor's reading to allow.
    const Timeline timeline = Timeline::build(*file);
    if (!timeline.replays()) {
        *err = timeline.problems().constFirst();
        return false;
    }
    m_json = file->json();
    m_keyOrder = file->keyOrder(); // a save keeps the order the file had
    m_undo.clear();
    // clear() keeps a clean state of "never" (loadRecovered(), a pasted board): the file just
    // read is the saved state, whatever the board before it was.
    m_undo.setClean();
    adopt(std::move(*file), timeline);
    m_fileName = fileName;
    Q_EMIT fileNameChanged(m_fileName);
    Q_EMIT reset();
    Q_EMIT changed();
    return true;
}

bool BoardDocument::loadRecovered(const QByteArray &data, const QString &fileName, FileError *error)
{
    if (!load(data, fileName, error)) return false;
    m_undo.resetClean(); // no state of the undo stack is the saved file now
    return true;
}

bool BoardDocument::loadFile(const QString &path, FileError *error)
{
    FileError ignored;
    const std::optional<QByteArray> bytes =
        readFileAtMost(path, BoardFile::kMaxBytes, error ? error : &ignored);
    return bytes && load(*bytes, path, error);
}

namespace
{
const char *const kPlayerIds[] = {"red", "blue", "green", "yellow", "black", "pink"};
const char *const kPlayerColours[] = {"#c62828", "#1565c0", "#2e7d32",
                                      "#f9a825", "#37474f", "#d81b60"};
} // namespace

QString BoardDocument::defaultPlayerId(int seat)
{
    return seat >= 0 && seat < 6 ? QLatin1String(kPlayerIds[seat]) : QString();
}

QString BoardDocument::defaultPlayerColour(int seat)
{
    return seat >= 0 && seat < 6 ? QLatin1String(kPlayerColours[seat]) : QString();
}

QString BoardDocument::defaultPlayerName(int seat)
{
    // The name is written into the file, so it is in the language the board is made in.
    switch (seat) {
    case 0:
        return tr("Red", "player colour");
    case 1:
        return tr("Blue", "player colour");
    case 2:
        return tr("Green", "player colour");
    case 3:
        return tr("Yellow", "player colour");
    case 4:
        return tr("Black", "player colour");
    case 5:
        return tr("Pink", "player colour");
    default:
        return {};
    }
}

QString BoardDocument::shownPlayerName(const QString &id, const QString &name)
{
    static const char *const english[] = {"Red", "Blue", "Green", "Yellow", "Black", "Pink"};
    static const char *const dutch[] = {"Rood", "Blauw", "Groen", "Geel", "Zwart", "Roze"};
    for (int seat = 0; seat < 6; ++seat) {
        if (id != defaultPlayerId(seat)) continue;
        if (name.isEmpty() ||
            name.compare(QLatin1String(english[seat]), Qt::CaseInsensitive) == 0 ||
            name.compare(QLatin1String(dutch[seat]), Qt::CaseInsensitive) == 0)
            return defaultPlayerName(seat);
    }
    return name.isEmpty() ? id : name;
}

void BoardDocument::newBoard(const QStringList &sets, const QString &edition, int playerCount)
{
    const int count = qBound(0, playerCount, 6);
    // With Castles in Germany the castles are dealt at once (R-GC-2); the players dock lets
    // players who prefer to choose change their hand.
    QList<QStringList> castles(count);
    if (sets.contains(QStringLiteral("german-castles"))) {
        std::mt19937 rng(QRandomGenerator::global()->generate());
        castles = dealCastles(TileCatalogue::builtin(), count, rng);
    }
    QJsonArray players;
    for (int i = 0; i < count; ++i) {
        Player player;
        player.id = defaultPlayerId(i);
        player.name = defaultPlayerName(i);
        player.color = defaultPlayerColour(i);
        player.castles = castles[i];
        players.append(playerEntry(player));
    }
    QJsonObject json{
        {QStringLiteral("format"), QStringLiteral("meeplelab-board")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("rules"),
         QJsonObject{{QStringLiteral("sets"), QJsonArray::fromStringList(sets)},
                     {QStringLiteral("edition"), edition}}},
        {QStringLiteral("players"), players},
        // With the River the spring replaces the start tile (R-RI-2), at (0,0) rot 0.
        {QStringLiteral("tiles"),
         QJsonArray{tileEntry(sets.contains(QStringLiteral("river")) ? QStringLiteral("RV-A")
                                                                     : QStringLiteral("D"),
                              {0, 0}, 0)}},
        {QStringLiteral("figures"), QJsonArray()},
    };
    FileError error;
    m_json = json;
    m_keyOrder = {};
    m_undo.clear();
    m_undo.setClean(); // as in load(): a new board has nothing to save, even after a paste
    derive(&error);
    m_fileName.clear();
    Q_EMIT fileNameChanged(m_fileName);
    Q_EMIT reset();
    Q_EMIT changed();
}

QList<SideMismatch> BoardDocument::mismatches() const
{
    const Game *setup = setupGame();
    return setup ? setup->board().mismatches() : QList<SideMismatch>();
}

QString BoardDocument::mismatchText(const SideMismatch &m)
{
    auto sideText = [](int side) {
        switch (side) {
        case North:
            return tr("north side");
        case East:
            return tr("east side");
        case South:
            return tr("south side");
        default:
            return tr("west side");
        }
    };
    auto terrain = [](char type) {
        return type == 'C' ? tr("city") : type == 'R' ? tr("road") : tr("field");
    };
    //: a mismatched edge: "east side of 1,0 (road) against west side of 2,0 (city)"
    return tr("%1 of %2,%3 (%4) against %5 of %6,%7 (%8)")
        .arg(sideText(m.sideA))
        .arg(m.a.x)
        .arg(m.a.y)
        .arg(terrain(m.typeA), sideText(m.sideB))
        .arg(m.b.x)
        .arg(m.b.y)
        .arg(terrain(m.typeB));
}

QString BoardDocument::saveProblem() const
{
    const QList<SideMismatch> all = mismatches();
    if (all.isEmpty()) return {};
    QStringList first;
    for (qsizetype i = 0; i < qMin<qsizetype>(3, all.size()); ++i)
        first << mismatchText(all[i]);
    if (all.size() > 3) first << tr("and %n more", nullptr, int(all.size() - 3));
    return tr("the board has %n mismatched side(s): %1. A board file may not hold mismatched "
              "sides (R-BASE-3), so it would not open again; fix or remove those tiles first.",
              nullptr, int(all.size()))
        .arg(first.join(QStringLiteral("; ")));
}

void BoardDocument::setFreePlacement(bool on)
{
    if (on == m_freePlacement) return;
    m_freePlacement = on;
    Q_EMIT freePlacementChanged(on);
}

bool BoardDocument::save(const QString &path, QString *error)
{
    QSaveFile f(path);
    return saveTo(f, error);
}

bool BoardDocument::saveTo(QSaveFile &f, QString *error)
{
    // Never write a file that would not reopen.
    if (const QString problem = saveProblem(); !problem.isEmpty()) {
        if (error) *error = problem;
        return false;
    }
    if (!writeAndCommit(f, serialize(), error)) return false;
    const QString path = f.fileName();
    m_undo.setClean();
    if (m_fileName != path) {
        m_fileName = path;
        Q_EMIT fileNameChanged(m_fileName);
    }
    return true;
}

QByteArray BoardDocument::serialize() const
{
    // docs/board-format.md, "How Meeple Lab saves a file": the format's key order, unknown keys as
    // the loaded file had them.
    return writeBoardJson(m_json, m_keyOrder);
}

std::shared_ptr<const Game> BoardDocument::position(bool afterMoves) const
{
    if (afterMoves && m_timeline.replays()) return m_timeline.end();
    return m_timeline.setUp();
}

const Replay *BoardDocument::replay() const
{
    if (!m_timeline.isSetUp()) return nullptr;
    if (!m_replay)
        m_replay = m_timeline.replays() ? m_timeline.toReplay() : setupOnly(*setupGame());
    return &*m_replay;
}

QString BoardDocument::title(const QString &language) const
{
    return m_file ? m_file->title(language) : QString();
}

QString BoardDocument::description(const QString &language) const
{
    return m_file ? m_file->description(language) : QString();
}

QString BoardDocument::problemWith(const QJsonObject &json)
{
    BoardFile file;
    FileError error;
    if (!file.setJson(json, &error) || !file.setUp({}, &error)) return describe(error);
    return {};
}

QList<Player> BoardDocument::players() const
{
    return m_file ? m_file->players() : QList<Player>();
}

BoardDocument::Rules BoardDocument::boardRules() const
{
    const QJsonObject rules = this->rules();
    Rules out;
    for (const QJsonValue s : rules.value(QLatin1String("sets")).toArray())
        out.sets.append(s.toString());
    out.edition = rules.value(QLatin1String("edition")).toString(QStringLiteral("C3"));
    const QJsonObject options = rules.value(QLatin1String("options")).toObject();
    for (auto it = options.begin(); it != options.end(); ++it) {
        // The file may spell an option as a string, a boolean or a number (docs/board-format.md,
        // "Rule options").
        const QJsonValue v = it.value();
        out.options.insert(it.key(), v.isString() ? v.toString()
                                     : v.isBool() ? QLatin1String(v.toBool() ? "true" : "false")
                                                  : QString::number(v.toInt()));
    }
    return out;
}

QList<Move> BoardDocument::turns() const
{
    return m_file ? m_file->moves().toList() : QList<Move>();
}

QByteArray BoardDocument::puzzleText() const
{
    const QJsonValue puzzle = m_json.value(QLatin1String("puzzle"));
    return puzzle.isUndefined()
               ? QByteArray()
               : writeBoardJson({{QStringLiteral("puzzle"), puzzle}}, {}, JsonStyle::Compact);
}

void BoardDocument::retranslateCommands()
{
    for (int i = 0; i < m_undo.count(); ++i)
        // The stack hands out const commands; their text is all that changes here.
        if (auto *edit =
                dynamic_cast<FileEditCommand *>(const_cast<QUndoCommand *>(m_undo.command(i))))
            edit->retranslate();
}

QJsonObject BoardDocument::applied(const FileEdit &edit) const
{
    QJsonObject trial = m_json;
    for (auto it = edit.after.cbegin(); it != edit.after.cend(); ++it)
        if (it.value().isUndefined())
            trial.remove(it.key());
        else
            trial.insert(it.key(), it.value());
    return trial;
}

QString BoardDocument::check(const FileEdit &edit, PreparedEdit *prepared) const
{
    const QJsonObject trial = applied(edit);
    BoardFile file;
    FileError error;
    if (!file.setJson(trial, &error)) return describe(error);
    const bool moves = edit.moves != FileEdit::Moves::MayBreak;
    if (!prepared && !moves) {
        // A preview of a set-up edit: the set-up alone, none of the moves played.
        const std::optional<Game> setup = file.setUp({}, &error, {true});
        if (!setup) return describe(error);
        return addedMismatch(setup->board());
    }
    // The editor's reading (mismatched sides allowed), as derive() makes it, so that applying
    // the edit can adopt this timeline.
    TimelineOptions editing;
    editing.allowMismatchedSides = true;
    Timeline timeline = Timeline::build(file, {}, editing);
    if (!timeline.isSetUp()) return describe(timeline.problems().constFirst());
    if (QString added = addedMismatch(timeline.setUp()->board()); !added.isEmpty()) return added;
    if (moves) {
        // The moves as the strict rules play them: on a set-up with mismatched sides none
        // may follow, which the strict reading of the set-up says.
        std::optional<FileError> broken;
        if (timeline.mismatchedSetUp()) {
            FileError strict;
            if (!file.setUp({}, &strict)) broken = strict;
        } else if (!timeline.replays()) {
            broken = timeline.problems().constFirst();
        }
        // Removing a turn may leave moves broken that were broken before: that is the repair.
        const bool repair =
            edit.moves == FileEdit::Moves::MustNotBreakMore && !m_movesProblem.isEmpty();
        if (broken && !repair) return describe(*broken);
    }
    if (prepared) {
        prepared->json = trial;
        prepared->file = std::move(file);
        prepared->timeline = std::move(timeline);
    }
    return {};
}

bool BoardDocument::commit(FileEdit edit, QString *why)
{
    auto prepared = std::make_shared<PreparedEdit>();
    if (const QString problem = check(edit, prepared.get()); !problem.isEmpty()) {
        if (why) *why = problem;
        return false;
    }
    push(std::move(edit), std::move(prepared));
    return true;
}

void BoardDocument::push(FileEdit edit, std::shared_ptr<PreparedEdit> prepared)
{
    QMap<QString, QJsonValue> before;
    for (auto it = edit.after.cbegin(); it != edit.after.cend(); ++it)
        before.insert(it.key(), m_json.value(it.key())); // Undefined when the key is absent
    m_undo.push(new FileEditCommand(this, std::move(before), std::move(edit), std::move(prepared)));
}

QList<int> BoardDocument::figuresOnTile(int tile) const
{
    QList<int> out;
    if (const Game *g = setupGame())
        for (int i = 0; i < g->figures().size(); ++i)
            if (g->figures()[i].tile == tile) out.append(i);
    return out;
}

void BoardDocument::replaceParts(const QMap<QString, QJsonValue> &parts, DocumentParts touched,
                                 PreparedEdit *prepared)
{
    for (auto it = parts.cbegin(); it != parts.cend(); ++it)
        if (it.value().isUndefined())
            m_json.remove(it.key());
        else
            m_json.insert(it.key(), it.value());
    // The check read and played exactly this file: adopted, not read and played again.
    if (prepared && prepared->json == m_json) {
        adopt(std::move(prepared->file), prepared->timeline);
    } else {
        FileError error;
        derive(&error);
    }
    if (touched & DocumentPart::Rules) Q_EMIT rulesChanged();
    if (touched & DocumentPart::Players) Q_EMIT playersChanged();
    if (touched & DocumentPart::Tiles) Q_EMIT tilesChanged();
    Q_EMIT changed();
}

QString BoardDocument::addedMismatch(const Board &board) const
{
    if (m_freePlacement) return {};
    const QList<SideMismatch> before = mismatches();
    for (const SideMismatch &m : board.mismatches()) {
        if (std::any_of(before.cbegin(), before.cend(),
                        [&m](const SideMismatch &old) { return sameEdge(m, old); }))
            continue;
        return tr("tiles[%1]: the sides do not match: %2 (R-BASE-3); switch on free placement "
                  "(F) to put a tile there anyway")
            .arg(board.tileIndexAt(m.a))
            .arg(mismatchText(m));
    }
    return {};
}

bool BoardDocument::derive(FileError *error)
{
    BoardFile file;
    if (!file.setJson(m_json, error)) return false;
    // The editor's reading of the set-up (mismatched sides allowed); such a set-up plays no
    // moves, which movesProblem() says.
    TimelineOptions editing;
    editing.allowMismatchedSides = true;
    const Timeline timeline = Timeline::build(file, {}, editing);
    if (!timeline.isSetUp()) {
        *error = timeline.problems().constFirst();
        return false;
    }
    adopt(std::move(file), timeline);
    return true;
}

void BoardDocument::adopt(BoardFile file, const Timeline &timeline)
{
    const Timeline previous = m_timeline; // alive until the pointer keepers have moved on
    m_file = std::move(file);
    m_timeline = timeline;
    m_replay.reset();
    m_movesError = {};
    m_movesProblem.clear();
    if (timeline.mismatchedSetUp()) {
        // The moves are played by the strict rules, which refuse this set-up outright.
        if (!m_file->moves().isEmpty())
            m_movesProblem =
                tr("the set-up has %n mismatched side(s), which must be fixed before the "
                   "moves can be replayed",
                   nullptr, int(setupGame()->board().mismatches().size()));
    } else if (!timeline.problems().isEmpty()) {
        m_movesError = timeline.problems().constFirst();
        m_movesProblem = describe(m_movesError);
    }
    Q_EMIT gamesReplaced();
}

} // namespace ml
