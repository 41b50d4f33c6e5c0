#pragma once

#include "boardfile.h"
#include "documentcommand.h"
#include "timeline.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
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
// file must never hold one (format.md §1.3): save() refuses while any is left. With free
// placement off, an edit that makes a new mismatch is refused like any illegal set-up.
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
    // position reads this rather than playing the file again (architecture guide §6).
    const Timeline &timeline() const { return m_timeline; }
    // The timeline as the old replay result (a copy made on first use after a change): the
    // set-up alone when the moves do not replay.
    const Replay *replay() const;
    // The state after the moves (and the final scoring) when they replay, else the set-up.
    const Game *game() const;
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
    QJsonArray players() const { return m_json.value(QLatin1String("players")).toArray(); }
    QJsonObject rules() const { return m_json.value(QLatin1String("rules")).toObject(); }

    // Why `json` is not a usable set-up ("tiles[3]: ..."), or empty when it is.
    static QString problemWith(const QJsonObject &json);
    // Pushes an edit if the set-up it leads to is legal; otherwise deletes it and returns
    // false with the reason. Several commands become one undo step (a macro) named `text`.
    bool execute(DocumentCommand *command, QString *why = nullptr);
    bool execute(const QString &text, const QList<DocumentCommand *> &commands,
                 QString *why = nullptr);
    // The same, with the macro's name made by `words`, so that a language switch re-words it.
    bool execute(const std::function<QString()> &words, const QList<DocumentCommand *> &commands,
                 QString *why = nullptr);
    // Words every step on the undo stack again in the current language (the undo action and
    // the history show them); call after a language switch.
    void retranslateCommands();
    // Why execute() would refuse `command` now, or empty when it would take it (for the
    // tools' previews while dragging). The command is not pushed nor deleted.
    QString check(const DocumentCommand &command) const;

    // Edits that take several commands, as one undo step each: a tile or player goes with the
    // figures on it / of them.
    bool removeTiles(QList<int> indices, QString *why = nullptr);
    bool removeFigures(QList<int> indices, QString *why = nullptr);
    bool removePlayer(int index, QString *why = nullptr);
    // Set-up figure indices standing on set-up tile `tile`.
    QList<int> figuresOnTile(int tile) const;

    // Called by DocumentCommand::redo()/undo() only.
    void applyCommand(const DocumentCommand &command, bool forward);

Q_SIGNALS:
    void tilesChanged();
    void figuresChanged();
    void playersChanged();
    void rulesChanged();
    // After every change, once the games are derived again (also after a load).
    void changed();
    // The games game() and setupGame() point at were replaced: each change builds a new
    // timeline. Whoever keeps those pointers takes the new ones here, first of the change's
    // signals (the old games still exist while this is emitted, and are gone after it).
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
    // The set-up `json` leads to as the editor reads it (mismatched sides allowed), or why
    // there is none; with free placement off, also refused when it adds a mismatch.
    std::optional<Game> trySetUp(const QJsonObject &json, QString *why) const;

    QJsonObject m_json;
    KeyOrder m_keyOrder; // of the loaded file, for saving
    std::optional<BoardFile> m_file;
    Timeline m_timeline;
    mutable std::optional<Replay> m_replay; // replay(), made from m_timeline when asked

    QString m_movesProblem;
    FileError m_movesError;
    QString m_fileName;
    QUndoStack m_undo;
    // The words of the macros on the stack (plain QUndoCommands made by the stack itself).
    QHash<const QUndoCommand *, std::function<QString()>> m_macroWords;
    bool m_freePlacement = false;
};

} // namespace ml
