// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "fileedit.h"
#include "puzzle.h"
#include "timeline.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QPointF>
#include <QString>
#include <QUndoStack>

#include <functional>
#include <optional>

class QSaveFile;

namespace ml
{

// The board being edited: the board-file JSON (tiles, figures, players, rules, moves, and any
// key this program does not know) plus the undo stack of the edits made to it. The JSON is
// the one truth; the games shown are derived from it through BoardFile after each change,
// which keeps the editor and `meeplelab-cli` reading a file the same way and is fast enough
// for hand editing. A failed load leaves everything untouched, so a bad file never costs the
// user what they had open.
//
// Free placement: a puzzle author arranging a set-up may put tiles where their sides do not
// match. The document derives its set-up with SetUpOptions::allowMismatchedSides, so such a
// set-up shows (the mismatched edges are not joined and are listed in mismatches()), but a
// file must never hold one (docs/board-format.md, `tiles` and `figures`): save() refuses while any
// is left. With free placement off, an edit that makes a new mismatch is refused like any illegal
// set-up.
class BoardDocument : public QObject
{
    Q_OBJECT
public:
    explicit BoardDocument(QObject *parent = nullptr);

    // Parses and replays `data`; on failure returns false with *error and keeps the old board.
    bool load(const QByteArray &data, const QString &fileName, FileError *error);
    // A board brought back from a recovery copy: loaded like load(), but modified, since its
    // changes were never saved; `fileName` (may be empty) is where Save will write.
    bool loadRecovered(const QByteArray &data, const QString &fileName, FileError *error);
    // Reads a file (also ":/..." resources) and loads it.
    bool loadFile(const QString &path, FileError *error);
    // A fresh board: tile D at (0,0) and `playerCount` players in the default colours.
    void newBoard(const QStringList &sets, const QString &edition, int playerCount);
    // Writes the JSON atomically (QSaveFile), remembers the name and marks the state clean.
    // Refuses (and writes nothing) while the set-up has mismatched sides: see saveProblem().
    bool save(const QString &path, QString *error);
    // save() through a file the caller made (tests give one that writes short). A write that
    // does not take every byte is not committed: the old file stays and the board stays
    // modified (see writeAndCommit()).
    bool saveTo(QSaveFile &file, QString *error);
    // Why the board cannot be saved now (mismatched sides, the first ones named), or empty.
    QString saveProblem() const;

    // Whether edits may leave touching sides mismatched (see the class comment).
    bool freePlacement() const { return m_freePlacement; }
    void setFreePlacement(bool on);
    // The mismatched sides of the set-up (empty unless tiles were placed freely).
    QList<SideMismatch> mismatches() const;
    // "east side of 1,0 (road) against west side of 2,0 (city)", translated.
    static QString mismatchText(const SideMismatch &m);

    bool isEmpty() const { return !m_timeline.isSetUp(); }
    QString fileName() const { return m_fileName; }
    // The seats of a new board: ids "red", "blue", ... (files use them), names in the
    // interface's language ("Rood" in Dutch) and colours.
    static QString defaultPlayerId(int seat);
    static QString defaultPlayerName(int seat);
    // The name to show for a player: the file's name, except that a default colour name
    // ("Red" for the id red, or "Rood") shows in the interface's language, and a player
    // without a name shows as its colour or id. The file keeps what it says.
    static QString shownPlayerName(const QString &id, const QString &name);
    static QString defaultPlayerColour(int seat);

    bool isModified() const { return !m_undo.isClean(); }
    QUndoStack *undoStack() { return &m_undo; }

    const QJsonObject &json() const { return m_json; }
    QByteArray serialize() const;
    const BoardFile *file() const { return m_file ? &*m_file : nullptr; }
    // The board played out, built once per change: every view that shows or checks a
    // position reads this rather than playing the file again (docs/architecture.md, "How data
    // flows").
    const Timeline &timeline() const { return m_timeline; }
    // The timeline as the old replay result (a copy made on first use after a change): the
    // set-up alone when the moves do not replay.
    const Replay *replay() const;
    // The state after the moves (and the final scoring) when they replay, else the set-up.
    const Game *game() const { return position(true).get(); }
    // game() (afterMoves) or setupGame(), shared with the timeline: a view that keeps it keeps
    // the game alive after a change has built a new timeline.
    std::shared_ptr<const Game> position(bool afterMoves) const;
    // The set-up before any move: what the editor changes. Its tile and figure indices are
    // the indices of "tiles" and "figures" in the JSON.
    const Game *setupGame() const { return m_timeline.setUp().get(); }
    // Why the moves no longer replay after an edit ("moves[1]: ..."), empty when they do.
    QString movesProblem() const { return m_movesProblem; }
    // The refused move behind movesProblem() as data (empty reason when the set-up is what
    // stops the replay), for the interface to word (RefusalText::fileError).
    const FileError &movesError() const { return m_movesError; }
    QString title(const QString &language) const;
    QString description(const QString &language) const;

    QJsonArray tiles() const { return m_json.value(QLatin1String("tiles")).toArray(); }
    QJsonArray figures() const { return m_json.value(QLatin1String("figures")).toArray(); }
    QJsonObject rules() const { return m_json.value(QLatin1String("rules")).toObject(); }
    // The players as the file lists them (a name or colour left out is empty).
    QList<Player> players() const;
    // The sets, edition and options as the file says them (an option not set is absent).
    struct Rules {
        QStringList sets;
        QString edition; // "C3" when the file names none
        QMap<QString, QString> options;
    };
    Rules boardRules() const;
    // The recorded turns (docs/board-format.md, `moves`).
    QList<Move> turns() const;
    // The puzzle key in compact text, empty when the board has none: a view compares it to
    // tell whether the puzzle changed.
    QByteArray puzzleText() const;

    // Why `json` is not a usable set-up ("tiles[3]: ..."), or empty when it is.
    static QString problemWith(const QJsonObject &json);

    // ---- The edits (boardedits.cpp, turnedits.cpp) ----
    // The only way to change the board. Each is one undo step, named for what the user does.
    // A refused edit changes nothing and returns false with the reason in *why: a set-up the
    // rules refuse, a turn that does not replay, a removal that breaks later turns.
    // Tile and figure indices are those of the set-up (setupGame()).
    bool placeTile(const QString &tileId, Cell at, int quarterTurns, QString *why = nullptr);
    // Turns tiles in place by `delta` quarter turns clockwise; their figures turn with them.
    bool turnTiles(const QList<int> &indices, int delta, QString *why = nullptr);
    bool turnTile(int tile, int delta, QString *why = nullptr)
    {
        return turnTiles({tile}, delta, why);
    }
    // Drags tiles (and the figures on them) by `offset` cells, keeping their rotation.
    bool relocateTiles(const QList<int> &tiles, Cell offset, QString *why = nullptr);
    // One tile to cell `to`.
    bool relocateTile(int tile, Cell to, QString *why = nullptr);
    // Why relocateTiles() would refuse now, or empty (for a tool's preview while dragging).
    QString relocateTilesProblem(const QList<int> &tiles, Cell offset) const;
    // A tile goes with the figures on it.
    bool removeTiles(const QList<int> &indices, QString *why = nullptr);
    // `player` is empty for the mage and the witch; `on` is in board orientation.
    bool putFigure(FigureType type, const QString &player, Cell at, const QString &on,
                   const QStringList &flock = {}, QString *why = nullptr);
    // Drags a figure to another spot; its kind, player, flock and place in the list stay.
    bool relocateFigure(int figure, Cell at, const QString &on, QString *why = nullptr);
    QString relocateFigureProblem(int figure, Cell at, const QString &on) const;
    bool removeFigures(const QList<int> &figures, QString *why = nullptr);
    bool addPlayer(const Player &player, QString *why = nullptr);
    // Name, colour, starting score and castle hand of player `index` (the id is fixed once the
    // player exists: figures and turns refer to it). Typing on in one field is one step.
    bool setPlayer(int index, const Player &player, QString *why = nullptr);
    // A player goes with their figures.
    bool removePlayer(int index, QString *why = nullptr);
    // Appends a turn. `token`: the token its draw takes ("1".."4", "wolf"); empty draws at
    // random (docs/board-format.md, `bag`).
    bool recordTurn(const Move &turn, const QString &token = {}, QString *why = nullptr);
    // Replaces turn `index` (another figure, flock action, token, ...).
    bool editTurn(int index, const Move &turn, const QString &token = {}, QString *why = nullptr);
    // Removes `count` turns from `first` on; count < 0 removes every turn from `first` on.
    // Refused, with the engine's reason, when a later turn no longer replays.
    bool removeTurn(int first, int count = 1, QString *why = nullptr);
    // One rules option (docs/board-format.md, "Rule options"); an empty value removes it so the
    // edition's default applies.
    bool setRuleOption(const QString &key, const QString &value, QString *why = nullptr);
    bool setRuleSets(const QStringList &sets, const QString &edition, QString *why = nullptr);
    // Sets, edition and options together, as the rules dialog changes them; false without a
    // reason when nothing would change.
    bool setRules(const Rules &chosen, QString *why = nullptr);
    // The puzzle as the author dialog made it, answer key included.
    bool setPuzzle(const Puzzle &puzzle, QString *why = nullptr);
    bool removePuzzle(QString *why = nullptr);
    // Stores a new answer key in the puzzle, leaving the rest of it as the file wrote it.
    bool setPuzzleAnswer(const PuzzleAnswer &answer, QString *why = nullptr);

    // ---- The illustration marks (annotationedits.cpp, docs/board-format.md, `annotations`) ----
    // Drawn over the board, never part of the game: each edit is one undo step like any
    // other, and one that names a location no tile has on its position is refused with the
    // reader's own reason ("annotations[2].on: ..."). Indices are those of "annotations".
    QList<Annotation> annotations() const;
    AnnotationText caption() const;
    bool addAnnotation(const Annotation &annotation, QString *why = nullptr);
    // Replaces annotation `index` (its text, its colour, where it stands, `after`).
    bool setAnnotation(int index, const Annotation &annotation, QString *why = nullptr);
    // Where an anchor goes when its annotation is dragged by `delta` (cell units); without
    // one, an anchor moves by the whole cells nearest to `delta` and keeps its location.
    using AnchorSnap = std::function<AnnotationPoint(const AnnotationPoint &anchor, QPointF delta)>;
    // Points move by `delta`, anchors as `snap` says, dimmed cells by whole cells.
    bool moveAnnotations(const QList<int> &indices, QPointF delta, const AnchorSnap &snap = {},
                         QString *why = nullptr);
    // `color` is "#rrggbb"; dim has no colour and is left as it is.
    bool setAnnotationColor(const QList<int> &indices, const QString &color,
                            QString *why = nullptr);
    bool removeAnnotations(const QList<int> &indices, QString *why = nullptr);
    // The text for the next number mark: one more than the highest number on the board
    // ("1" on a board without any), so numbers count up by themselves.
    QString nextAnnotationNumber() const;
    // The same for letters: the one after the furthest letter on the board ("A" on a board
    // without any; after "Z" come "AA", "AB", ... as spreadsheet columns count).
    QString nextAnnotationLetter() const;
    // The shape of the markers among `indices` (other marks are left as they are).
    bool setMarkerShape(const QList<int> &indices, MarkerShape shape, QString *why = nullptr);
    // Marker `index` as its dialog leaves it: the text inside (empty only for a triangle or a
    // cross), the shape and what it means; one undo step.
    bool setMarker(int index, const AnnotationText &text, MarkerShape shape,
                   const AnnotationText &meaning, QString *why = nullptr);
    // An empty caption removes the key.
    bool setCaption(const AnnotationText &caption, QString *why = nullptr);

    // ---- How the board's pictures are made (pictureedits.cpp, the file's "picture") ----
    // The file's settings, or the defaults for a board without them.
    PictureSettings pictureSettings() const;
    // Whether the file has a "picture" key of its own.
    bool hasPictureSettings() const { return m_json.contains(QStringLiteral("picture")); }
    // One undo step; settings equal to the defaults remove the key. False when nothing
    // changes.
    bool setPictureSettings(const PictureSettings &settings, QString *why = nullptr);

    // Words every step on the undo stack again in the current language (the undo action and
    // the history show them); call after a language switch.
    void retranslateCommands();
    // Set-up figure indices standing on set-up tile `tile`.
    QList<int> figuresOnTile(int tile) const;

    // Called by FileEditCommand::redo()/undo() only.
    // `prepared`: the check of this very change, adopted instead of deriving again.
    void replaceParts(const QMap<QString, QJsonValue> &parts, DocumentParts touched,
                      PreparedEdit *prepared = nullptr);

Q_SIGNALS:
    void tilesChanged();
    void playersChanged();
    void rulesChanged();
    // After every change, once the games are derived again (also after a load).
    void changed();
    // The games of position() were replaced: each change builds a new timeline. Emitted first
    // of the change's signals, so a view can take the new ones before anything reads it; raw
    // pointers from game() and setupGame() end with the old timeline, shared ones do not.
    void gamesReplaced();
    // A different board was loaded or created (views fit it, tools forget their selection).
    void reset();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);
    void freePlacementChanged(bool on);

private:
    bool derive(FileError *error);
    // Takes a file and its timeline as the document's state (after a load or an edit).
    void adopt(BoardFile file, const Timeline &timeline);
    // With free placement off, why `board` may not be the set-up: a pair of sides that do not
    // match and did not before. Empty when it may.
    QString addedMismatch(const Board &board) const;
    // Why the document would refuse `edit` now, or empty. With `prepared`, the file after the
    // edit and its timeline (as the editor plays it) are kept there for applying it; without,
    // a set-up edit is checked by its set-up alone (the previews while dragging).
    QString check(const FileEdit &edit, PreparedEdit *prepared = nullptr) const;
    // Pushes `edit`, already checked into `prepared`, as one undo step.
    void push(FileEdit edit, std::shared_ptr<PreparedEdit> prepared);
    // The file as it would be after `edit`.
    QJsonObject applied(const FileEdit &edit) const;
    // Pushes the annotations `all` as one undo step, refused when an anchor of them names
    // nothing on its position (check() leaves that to the moves panel for set-up edits).
    bool commitAnnotations(const QList<Annotation> &all, std::function<QString()> words,
                           QString *why);
    // Pushes `edit` as one undo step unless check() refuses it.
    bool commit(FileEdit edit, QString *why);
    // The edits as data, for commit() and the previews.
    FileEdit relocateTilesEdit(const QList<int> &indices, Cell offset) const;
    FileEdit relocateFigureEdit(int index, Cell at, const QString &on) const;
    FileEdit removeFiguresEdit(QList<int> indices) const;
    FileEdit turnsEdit(int first, int count, const QList<Move> &turns, const QString &token) const;

    QJsonObject m_json;
    KeyOrder m_keyOrder; // of the loaded file, for saving
    std::optional<BoardFile> m_file;
    Timeline m_timeline;
    mutable std::optional<Replay> m_replay; // replay(), made from m_timeline when asked

    QString m_movesProblem;
    FileError m_movesError;
    QString m_fileName;
    QUndoStack m_undo;
    bool m_freePlacement = false;
};

} // namespace ml
