#pragma once

#include "puzzlelibrary.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;

namespace ml
{

// Picks a puzzle from the bundled library: number, title in the current language and kind.
// The main window opens the chosen file and hands it to the solver dock.
class PuzzleLibraryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PuzzleLibraryDialog(const QString &language, QWidget *parent = nullptr,
                                 const QString &directory = PuzzleLibrary::defaultDirectory());

    const PuzzleLibrary &library() const { return m_library; }
    // The chosen file, empty while none is selected.
    QString selectedPath() const;
    void setLanguage(const QString &language);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fillList();

    PuzzleLibrary m_library;
    QString m_language;
    QLabel *m_intro;
    QListWidget *m_list;
    QDialogButtonBox *m_buttons;
};

} // namespace ml
