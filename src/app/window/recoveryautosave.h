// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

namespace ml
{

class BoardDocument;
class RecoveryStore;

// Keeps a recovery copy of a board with unsaved changes: every minute and every 20 edits
// (undo and redo count as edits), and only when something changed since the last copy. The
// copy goes once the board is saved or back where it was saved (clean), and at a clean close
// (AppStartup calls the store's remove()).
class RecoveryAutosave : public QObject
{
    Q_OBJECT
public:
    static constexpr int kIntervalMs = 60 * 1000;
    static constexpr int kEditsPerCopy = 20;

    RecoveryAutosave(BoardDocument *document, RecoveryStore *store, QObject *parent = nullptr);

    // Tests shorten the minute.
    void setInterval(int ms) { m_timer.setInterval(ms); }
    // Writes a copy now when the board has unsaved changes (a restored board has had none
    // written yet). False when the write failed.
    bool writeNow();

Q_SIGNALS:
    // A copy could not be written (the reason, translated); the next attempt comes as usual.
    void failed(const QString &reason);

private:
    void edited();
    void modifiedChanged(bool modified);

    BoardDocument *m_document;
    RecoveryStore *m_store;
    QTimer m_timer;
    int m_edits = 0;      // since the last copy
    bool m_dirty = false; // changed since the last copy
};

} // namespace ml
