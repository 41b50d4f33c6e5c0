#pragma once

#include "boardfile.h"

#include <QObject>
#include <QString>

#include <optional>

namespace ml
{

// The board a window shows: a loaded board file and the game replayed from it. A failed load
// leaves the current board untouched, so a bad file never costs the user what they had open.
// Placeholder for the editing document (undo stack and commands come later).
class BoardDocument : public QObject
{
    Q_OBJECT
public:
    explicit BoardDocument(QObject *parent = nullptr);

    // Parses and replays `data`; on failure returns false with *error and keeps the old board.
    bool load(const QByteArray &data, const QString &fileName, FileError *error);
    // Reads a file (also ":/..." resources) and loads it.
    bool loadFile(const QString &path, FileError *error);

    bool isEmpty() const { return !m_replay.has_value(); }
    QString fileName() const { return m_fileName; }
    const BoardFile *file() const { return m_file ? &*m_file : nullptr; }
    const Replay *replay() const { return m_replay ? &*m_replay : nullptr; }
    // The state after the moves (and the final scoring when the file ends the game).
    const Game *game() const;
    QString title(const QString &language) const;
    QString description(const QString &language) const;

Q_SIGNALS:
    void changed();

private:
    std::optional<BoardFile> m_file;
    std::optional<Replay> m_replay;
    QString m_fileName;
};

} // namespace ml
