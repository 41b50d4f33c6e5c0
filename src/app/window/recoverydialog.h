#pragma once

#include "recoverystore.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace ml
{

class MainWindow;
class RecoveryAutosave;

// Asks what to do with a board a program that did not close cleanly left behind: restore it,
// discard it, or decide at the next start.
class RecoveryDialog : public QDialog
{
    Q_OBJECT
public:
    enum Choice { Later, Restore, Discard };

    // `boardName`: the board's title or file name, as the user knows it (may be empty);
    // `language`: the interface's ("en", "nl"), for the time of the copy.
    RecoveryDialog(const RecoveredBoard &board, const QString &boardName, const QString &language,
                   QWidget *parent);
    Choice choice() const { return m_choice; }

    // Offers the boards left behind in `store`, newest first, until one is restored into
    // `window` (as modified, with its file name). The copy restored is replaced by this
    // program's own copy before it is removed, so a second crash loses nothing either.
    // Returns whether a board was restored.
    static bool offer(MainWindow &window, RecoveryStore &store, RecoveryAutosave &autosave);

private:
    Choice m_choice = Later;
};

} // namespace ml
