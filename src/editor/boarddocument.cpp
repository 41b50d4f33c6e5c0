#include "boarddocument.h"

#include "castledeal.h"

#include <QRandomGenerator>

#include "figurecommands.h"
#include "playercommands.h"
#include "savewrite.h"
#include "tilecommands.h"

#include <QCoreApplication>
#include <QFile>
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
    adopt(std::move(*file), timeline);
    m_fileName = fileName;
    Q_EMIT fileNameChanged(m_fileName);
    Q_EMIT reset();
    Q_EMIT changed();
    return true;
}

bool BoardDocument::loadRecovered(const QByteArray &data, const QString &fileName,
                                  FileError *error)
{
    if (!load(data, fileName, error)) return false;
    m_undo.resetClean(); // no state of the undo stack is the saved file now
    return true;
}

bool BoardDocument::loadFile(const QString &path, FileError *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) {
            error->exitCode = 2;
            error->where.clear();
            error->reason = f.errorString();
        }
        return false;
    }
    return load(f.readAll(), path, error);
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
        if (name.isEmpty() || name.compare(QLatin1String(english[seat]), Qt::CaseInsensitive) == 0 ||
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
        QJsonObject player{{QStringLiteral("id"), defaultPlayerId(i)},
                           {QStringLiteral("name"), defaultPlayerName(i)},
                           {QStringLiteral("color"), defaultPlayerColour(i)}};
        if (!castles[i].isEmpty())
            player.insert(QStringLiteral("castles"), QJsonArray::fromStringList(castles[i]));
        players.append(player);
    }
    QJsonObject json{
        {QStringLiteral("format"), QStringLiteral("meeplelab-board")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("rules"),
         QJsonObject{{QStringLiteral("sets"), QJsonArray::fromStringList(sets)},
                     {QStringLiteral("edition"), edition}}},
        {QStringLiteral("players"), players},
        {QStringLiteral("tiles"),
         QJsonArray{QJsonObject{{QStringLiteral("tile"), QStringLiteral("D")},
                                {QStringLiteral("at"), QJsonArray{0, 0}},
                                {QStringLiteral("rot"), 0}}}},
        {QStringLiteral("figures"), QJsonArray()},
    };
    FileError error;
    m_json = json;
    m_keyOrder = {};
    m_undo.clear();
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
    // format.md §1.9: the format's key order, unknown keys as the loaded file had them.
    return writeBoardJson(m_json, m_keyOrder);
}

const Game *BoardDocument::game() const
{
    if (m_timeline.replays()) return m_timeline.end().get();
    return setupGame();
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

bool BoardDocument::execute(DocumentCommand *command, QString *why)
{
    return execute(command->text(), {command}, why);
}

bool BoardDocument::execute(const QString &text, const QList<DocumentCommand *> &commands,
                            QString *why)
{
    QJsonObject trial = m_json;
    for (const DocumentCommand *c : commands)
        c->apply(trial);
    QString problem;
    if (!trySetUp(trial, &problem)) {
        qDeleteAll(commands);
        if (why) *why = problem;
        return false;
    }
    if (commands.size() == 1) {
        m_undo.push(commands.first());
        return true;
    }
    m_undo.beginMacro(text);
    for (DocumentCommand *c : commands)
        m_undo.push(c);
    m_undo.endMacro();
    // A new macro may reuse the address of a deleted one: it has no words of its own.
    m_macroWords.remove(m_undo.command(m_undo.index() - 1));
    return true;
}

bool BoardDocument::execute(const std::function<QString()> &words,
                            const QList<DocumentCommand *> &commands, QString *why)
{
    if (!execute(words(), commands, why)) return false;
    if (commands.size() > 1) m_macroWords.insert(m_undo.command(m_undo.index() - 1), words);
    return true;
}

void BoardDocument::retranslateCommands()
{
    QHash<const QUndoCommand *, std::function<QString()>> kept;
    for (int i = 0; i < m_undo.count(); ++i) {
        // The stack hands out const commands; their text is all that changes here.
        auto *command = const_cast<QUndoCommand *>(m_undo.command(i));
        const auto words = m_macroWords.constFind(command);
        if (auto *own = dynamic_cast<DocumentCommand *>(command)) {
            own->retranslate();
        } else if (words != m_macroWords.constEnd()) {
            command->setText((*words)());
            kept.insert(command, *words);
        }
        for (int c = 0; c < command->childCount(); ++c)
            if (auto *child = dynamic_cast<DocumentCommand *>(
                    const_cast<QUndoCommand *>(command->child(c))))
                child->retranslate();
    }
    m_macroWords = kept; // forget macros the stack has deleted
}

QString BoardDocument::check(const DocumentCommand &command) const
{
    QJsonObject trial = m_json;
    command.apply(trial);
    QString problem;
    trySetUp(trial, &problem);
    return problem;
}

QList<int> BoardDocument::figuresOnTile(int tile) const
{
    QList<int> out;
    if (const Game *g = setupGame())
        for (int i = 0; i < g->figures().size(); ++i)
            if (g->figures()[i].tile == tile) out.append(i);
    return out;
}

bool BoardDocument::removeTiles(QList<int> indices, QString *why)
{
    QList<int> figures;
    for (int t : indices)
        figures += figuresOnTile(t);
    // Highest index first, so each command still finds its entry where it was built.
    std::sort(indices.begin(), indices.end(), std::greater<int>());
    std::sort(figures.begin(), figures.end(), std::greater<int>());
    QList<DocumentCommand *> commands;
    for (int f : figures)
        commands.append(new RemoveFigureCommand(this, f));
    for (int t : indices)
        commands.append(new RemoveTileCommand(this, t));
    if (commands.isEmpty()) return false;
    const int count = int(indices.size());
    return execute(
        [count] {
            return QCoreApplication::translate("Commands", "Remove %n tile(s)", nullptr, count);
        },
        commands, why);
}

bool BoardDocument::removeFigures(QList<int> indices, QString *why)
{
    std::sort(indices.begin(), indices.end(), std::greater<int>());
    QList<DocumentCommand *> commands;
    for (int f : indices)
        commands.append(new RemoveFigureCommand(this, f));
    if (commands.isEmpty()) return false;
    const int count = int(indices.size());
    return execute(
        [count] {
            return QCoreApplication::translate("Commands", "Remove %n figure(s)", nullptr, count);
        },
        commands, why);
}

bool BoardDocument::removePlayer(int index, QString *why)
{
    const QString id = players().at(index).toObject().value(QLatin1String("id")).toString();
    QList<DocumentCommand *> commands;
    const QJsonArray all = figures();
    for (qsizetype i = all.size() - 1; i >= 0; --i)
        if (all.at(i).toObject().value(QLatin1String("player")).toString() == id)
            commands.append(new RemoveFigureCommand(this, int(i)));
    commands.append(new RemovePlayerCommand(this, index));
    return execute(commands.last()->text(), commands, why);
}

void BoardDocument::applyCommand(const DocumentCommand &command, bool forward)
{
    const DocumentParts parts = forward ? command.apply(m_json) : command.revert(m_json);
    FileError error;
    derive(&error);
    if (parts & DocumentPart::Rules) Q_EMIT rulesChanged();
    if (parts & DocumentPart::Players) Q_EMIT playersChanged();
    if (parts & DocumentPart::Tiles) Q_EMIT tilesChanged();
    if (parts & DocumentPart::Figures) Q_EMIT figuresChanged();
    Q_EMIT changed();
}

std::optional<Game> BoardDocument::trySetUp(const QJsonObject &json, QString *why) const
{
    BoardFile file;
    FileError error;
    std::optional<Game> setup;
    if (!file.setJson(json, &error) || !(setup = file.setUp({}, &error, {true}))) {
        *why = describe(error);
        return std::nullopt;
    }
    if (m_freePlacement) return setup;
    const QList<SideMismatch> before = mismatches();
    for (const SideMismatch &m : setup->board().mismatches()) {
        if (std::any_of(before.cbegin(), before.cend(),
                        [&m](const SideMismatch &old) { return sameEdge(m, old); }))
            continue;
        *why = tr("tiles[%1]: the sides do not match: %2 (R-BASE-3); switch on free placement "
                  "(F) to put a tile there anyway")
                   .arg(setup->board().tileIndexAt(m.a))
                   .arg(mismatchText(m));
        return std::nullopt;
    }
    return setup;
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
